import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBaseConfig } from '../../../lib/base-config.ts';
import { showToast } from '../../../lib/toast.ts';
import { bankAccountOf, copyableAccountNo } from '../model/bank-account.ts';
import { CHECK_TOAST_MS } from '../model/timing.ts';
import '../messages.ts';
import '../agreements.css';

/** The clipboard API, or the old web views' selection copy when it is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * contract-cpu/account (doc 4 §2.4): after signing, where to transfer the donation — the
 * foundation's bank, account name and number (index/baseConfig) — a copy-account button, and
 * close, which leads to my agreements.
 */
export default function ContractAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useBaseConfig();
  const account = bankAccountOf(config.data);
  const number = copyableAccountNo(account.accountNo);
  const value = (text: string) => text || (config.isPending ? '' : t('agreements.account.unset'));

  const copy = async () => {
    const copied = await copyText(number);
    void showToast(
      t(copied ? 'agreements.account.copied' : 'agreements.account.copyFailed'),
      CHECK_TOAST_MS,
      copied ? 'success' : 'fail',
    );
  };

  return (
    <main className="agreement-page has-bar" data-testid="contract-account">
      <section className="agreement-card agreement-account">
        <h2>{t('agreements.account.title')}</h2>
        <p className="agreement-account-prompt">{t('agreements.account.prompt')}</p>
        <dl className="agreement-account-rows">
          <div>
            <dt>{t('agreements.account.bank')}</dt>
            <dd data-testid="account-bank">{value(account.bankName)}</dd>
          </div>
          <div>
            <dt>{t('agreements.account.accountName')}</dt>
            <dd data-testid="account-name">{value(account.accountName)}</dd>
          </div>
          <div>
            <dt>{t('agreements.account.accountNo')}</dt>
            <dd className="agreement-account-no" data-testid="account-no">
              {value(account.accountNo)}
            </dd>
          </div>
        </dl>
      </section>
      <div className="agreement-bar">
        <button
          type="button"
          className="alma-button is-primary"
          disabled={number === ''}
          onClick={() => void copy()}
          data-testid="account-copy"
        >
          {t('agreements.account.copy')}
        </button>
        <button
          type="button"
          className="alma-button"
          onClick={() => navigate('/contract-cpu/myList', { replace: true })}
          data-testid="account-close"
        >
          {t('agreements.account.close')}
        </button>
      </div>
    </main>
  );
}
