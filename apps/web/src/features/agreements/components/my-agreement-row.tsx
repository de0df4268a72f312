import type { TMySignRow } from '@alma/shared/api/agreements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signaturePath } from '../model/contract-form.ts';
import { agreementRowView } from '../model/my-agreements.ts';

type Props = { row: TMySignRow; onAgreement: () => void; onReceipt: () => void };

/** One of my agreements (doc 4 §2.4): submit time, item and amount, and its two files. */
export function MyAgreementRow({ row, onAgreement, onReceipt }: Props) {
  const { t } = useTranslation();
  const view = agreementRowView(row);
  return (
    <li className="agreement-row" data-testid="my-agreement" data-id={row.id}>
      <div className="agreement-row-head">
        <h3 data-testid="my-agreement-title">{view.title}</h3>
        {view.status ? (
          <span className={`agreement-status is-${view.status}`} data-testid="my-agreement-status">
            {t(`agreements.status.${view.status}`)}
          </span>
        ) : null}
      </div>
      <dl className="agreement-row-facts">
        <div>
          <dt>{t('agreements.myList.submitted')}</dt>
          <dd data-testid="my-agreement-time">{view.submitted}</dd>
        </div>
        <div>
          <dt>{t('agreements.myList.amount')}</dt>
          <dd data-testid="my-agreement-amount">
            {t('agreements.myList.amountValue', { amount: view.amount })}
          </dd>
        </div>
      </dl>
      <div className="agreement-row-actions">
        {view.signable ? (
          <Link
            className="alma-button is-primary"
            to={signaturePath({ id: row.id, unilateralAgreementUrl: row.unilateralAgreementUrl })}
            data-testid="my-agreement-sign"
          >
            {t('agreements.myList.sign')}
          </Link>
        ) : null}
        <button type="button" className="alma-button" onClick={onAgreement} data-testid="my-agreement-view">
          {t('agreements.myList.viewAgreement')}
        </button>
        <button type="button" className="alma-button" onClick={onReceipt} data-testid="my-agreement-receipt">
          {t('agreements.myList.viewReceipt')}
        </button>
      </div>
    </li>
  );
}
