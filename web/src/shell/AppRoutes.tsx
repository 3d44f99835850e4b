import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageFallback } from './PageFallback';
import { RequireAuth } from './RequireAuth';
import { ScreenGuard } from './ScreenGuard';
import { ScrollToTop } from './ScrollToTop';
import { screenComponents } from './screens';
import { getUserInfo } from './user-store';

const LoginPage = lazy(() => import('./LoginPage'));
const AppLayout = lazy(() => import('./AppLayout'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** `/` leads to the user's first menu URL when one is stored (SPEC §2). */
function HomeRedirect() {
  const url = getUserInfo()?.menuUrl;
  return <Navigate to={url || '/index'} replace />;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
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
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
