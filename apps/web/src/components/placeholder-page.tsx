import { useTranslation } from 'react-i18next';

/** Routes of screens not built yet say so instead of showing a blank page. */
export function PlaceholderPage({ route, notFound = false }: { route: string; notFound?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice" data-testid="placeholder-page">
      <h2>{notFound ? t('placeholder.notFound') : t('placeholder.title')}</h2>
      {notFound ? null : (
        <p>{t('placeholder.body', { route: t(`route.${route}`, { defaultValue: route }) })}</p>
      )}
      <a className="alma-button is-primary" href="#/">
        {t('common.home')}
      </a>
    </section>
  );
}
