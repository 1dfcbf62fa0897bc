import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useLoggedIn } from '@island-eats/app-frame/client';

/** SPEC.md §6: logged-out visits to checkout, cart, profile, track and edit go to /. */
export function RequireLogin({ children }: { children: ReactNode }) {
  return useLoggedIn() ? children : <Navigate to="/" replace />;
}

/** The route paths (as in the route table) that need a logged-in user. */
export const LOGIN_ONLY_PATHS = new Set([
  '/checkout',
  '/my-cart',
  '/profile',
  '/order-status/:id',
  '/editprofile',
]);
