import { lazy } from 'react';
import { HashRouter, Route, Routes } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { RoutePage } from '../components/route-page.tsx';
import { CAMPAIGN_ROUTES, GENERAL_ROUTES } from './route-names.ts';

const ProjectListPage = lazy(() => import('../features/projects/pages/project-list-page.tsx'));

const placeholders = [
  ...GENERAL_ROUTES.map((name) => ({ path: name, title: name })),
  ...CAMPAIGN_ROUTES.map((name) => ({ path: name, title: 'campaign' })),
];

/**
 * Hash routes named as in spec doc 4 §2.1 (`#/subject-detail?id=3`). The declarative router
 * keeps the first screen small; each element is framed by RoutePage (title, error boundary).
 */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route
          index
          element={
            <RoutePage title="subject">
              <ProjectListPage />
            </RoutePage>
          }
        />
        <Route
          path="subject"
          element={
            <RoutePage title="subject">
              <ProjectListPage />
            </RoutePage>
          }
        />
        {placeholders.map(({ path, title }) => (
          <Route
            key={path}
            path={path}
            element={
              <RoutePage title={title}>
                <PlaceholderPage route={title} />
              </RoutePage>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RoutePage title="notFound">
              <PlaceholderPage route="" notFound />
            </RoutePage>
          }
        />
      </Routes>
    </HashRouter>
  );
}
