import { useTranslation } from 'react-i18next';

/** Doc 4 §2.4: the box a donor who is not a certified alumnus sees, with the way to certify. */
export function NotAlumniBox({ onCertify }: { onCertify: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="agreement-not-alumni" role="alert" data-testid="contract-not-alumni">
      <h2>{t('agreements.notAlumni.title')}</h2>
      <p>{t('agreements.notAlumni.body')}</p>
      <button
        type="button"
        className="alma-button is-primary"
        onClick={onCertify}
        data-testid="contract-certify"
      >
        {t('agreements.notAlumni.certify')}
      </button>
    </section>
  );
}
