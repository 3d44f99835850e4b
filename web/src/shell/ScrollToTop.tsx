import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** After each route change the page scrolls to the top (SPEC §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
