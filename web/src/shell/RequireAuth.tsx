import { Navigate, Outlet, useLocation } from 'react-router';
import { useUserInfo } from './use-user-info';

/** Any path but /login needs stored user info; without it the browser goes to /login (SPEC §2). */
export function RequireAuth() {
  const user = useUserInfo();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
