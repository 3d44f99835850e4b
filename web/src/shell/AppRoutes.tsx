import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageFallback } from './PageFallback';
import { RequireAuth } from './RequireAuth';
import { ScrollToTop } from './ScrollToTop';

const LoginPage = lazy(() => import('./LoginPage'));
const AppLayout = lazy(() => import('./AppLayout'));
// The screens' routes come with the layout, not with /login (AppScreens.tsx).
const AppScreens = lazy(() => import('./AppScreens'));

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageFallback />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route path="*" element={<AppScreens />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
