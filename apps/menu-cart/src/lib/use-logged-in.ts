import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@island-eats/api-client';

const loggedIn = () => getSession() !== null;

/** Whether a customer is logged in, following logins and logouts (also in other tabs). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, loggedIn, loggedIn);
}
