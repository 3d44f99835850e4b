import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ScreenGuard } from './ScreenGuard';
import { screenComponents } from './screens';
import { getUserInfo } from './user-store';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** `/` leads to the user's first menu URL when one is stored (SPEC §2). */
function HomeRedirect() {
  const url = getUserInfo()?.menuUrl;
  return <Navigate to={url || '/index'} replace />;
}

/**
 * Every screen's route, inside the layout. Loaded with the layout, after login: the route table
 * (one lazy import per screen, and the screen registry behind it) grows with every screen, and
 * /login needs none of it (its bundle goal is 200 kB, docs/PERFORMANCE.md).
 */
export default function AppScreens() {
  return (
    <Routes>
      <Route index element={<HomeRedirect />} />
      {Object.entries(screenComponents).map(([url, Screen]) => (
        <Route
          key={url}
          path={url}
          element={
            <ScreenGuard url={url}>
              <Screen />
            </ScreenGuard>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
