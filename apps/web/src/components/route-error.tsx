import { useTranslation } from 'react-i18next';

/** What a route shows when it fails to render or its code fails to load. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="alma-notice" role="alert" data-testid="route-error">
      <h2>{t('error.title')}</h2>
      <p>{t('error.body')}</p>
      <button type="button" className="alma-button is-primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
      <a className="alma-button" href="#/">
        {t('common.home')}
      </a>
    </section>
  );
}
