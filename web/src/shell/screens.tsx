import { allMenuScreens } from '@tiangong/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The web half of the screen registry: each menu screen of packages/domain/src/screens.ts and
 * the component that renders it, loaded on demand (SPEC §2). `screens.test.ts` keeps the two
 * halves equal, so a route exists exactly when its screen does.
 */
export const screenComponents: Record<string, LazyExoticComponent<ComponentType>> = {
  '/index': lazy(() => import('../modules/home/IndexPage')),
  '/staff': lazy(() => import('../modules/admin/StaffPage')),
  '/organizational': lazy(() => import('../modules/admin/OrganizationPage')),
  '/role': lazy(() => import('../modules/admin/RolePage')),
};

export function menuScreenUrls(): string[] {
  return allMenuScreens().map((s) => s.url);
}
