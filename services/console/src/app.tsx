import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Route, Routes, useHref, useNavigate } from 'react-router';
import { RequireSession } from './layout/require-session';
import { Shell } from './layout/shell';
import { InboxPage } from './pages/inbox-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';

// Loaded when first opened: the first visit (sign-in, inbox) downloads less.
const RunsPage = lazy(() => import('./pages/runs-page').then((m) => ({ default: m.RunsPage })));
const RunPage = lazy(() => import('./pages/run-page').then((m) => ({ default: m.RunPage })));
const RankingsPage = lazy(() => import('./pages/rankings-page').then((m) => ({ default: m.RankingsPage })));
const SettingsPage = lazy(() => import('./pages/settings-page').then((m) => ({ default: m.SettingsPage })));

/** The routes under /console; React Aria's links (table rows) navigate through the same router. */
export function App() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route
          element={
            <RequireSession>
              <Suspense fallback={<p className="muted">Loading…</p>}>
                <Shell />
              </Suspense>
            </RequireSession>
          }
        >
          <Route index element={<InboxPage />} />
          <Route path="runs" element={<RunsPage />} />
          <Route path="runs/:runId" element={<RunPage />} />
          <Route path="rankings" element={<RankingsPage />} />
          <Route path="settings/*" element={<SettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouterProvider>
  );
}
