import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every route's frame: the page title follows the route name (doc 4 §2.1), a lazy screen suspends
 * here, and its own error boundary (reset when the address changes) keeps a failure local.
 */
export function RoutePage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();

  // A layout effect runs before the screen's own effects, so a screen that names itself (an
  // article, a project) has the last word.
  useLayoutEffect(() => {
    document.title = t(`route.${title}`, { defaultValue: title });
  }, [title, t]);

  return (
    <ErrorBoundary key={location.pathname} fallback={<RouteError />}>
      <Suspense fallback={<p className="alma-loading">{t('common.loading')}</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}
