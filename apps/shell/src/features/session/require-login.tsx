import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';

/** SPEC.md §6: logged-out visits to the route table's `login` pages go to the home page. */
export function RequireLogin({ children }: { children: ReactNode }) {
  return useLoggedIn() ? children : <Navigate to={paths.home()} replace />;
}
