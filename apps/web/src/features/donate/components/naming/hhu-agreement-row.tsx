import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignedAgreement } from '../../../../lib/hhu-agreement.ts';
import { signedPreviewPath } from '../../model/hhu-signing.ts';

type Props = { signed: SignedAgreement | null; disabled: boolean; onSign: () => void };

/**
 * The hhu tree form's agreement row (doc 4 §2.3, §4): signing opens the preview, which generates
 * the agreement for the form's donor and total; once signed, the form shows it and offers to view
 * it or sign again (a changed total needs a new agreement, which the form asks for by itself).
 */
export function HhuAgreementRow({ signed, disabled, onSign }: Props) {
  const { t } = useTranslation();
  return (
    <section
      className="donate-card hhu-agreement"
      data-testid="hhu-agreement"
      data-signed={signed ? '1' : '0'}
    >
      <div className="donate-row">
        <span className="donate-row-label">{t('donate.hhu.title')}</span>
        <span className={signed ? 'hhu-agreement-state is-signed' : 'hhu-agreement-state'}>
          {t(signed ? 'donate.hhu.signed' : 'donate.hhu.notSigned')}
        </span>
      </div>
      <div className="hhu-agreement-actions">
        {signed ? (
          <Link className="alma-button" to={signedPreviewPath(signed.url)} data-testid="hhu-agreement-view">
            {t('donate.hhu.view')}
          </Link>
        ) : null}
        <button
          type="button"
          className={signed ? 'alma-button' : 'alma-button is-primary'}
          disabled={disabled}
          onClick={onSign}
          data-testid="hhu-agreement-sign"
        >
          {t(signed ? 'donate.hhu.resign' : 'donate.hhu.sign')}
        </button>
      </div>
    </section>
  );
}
