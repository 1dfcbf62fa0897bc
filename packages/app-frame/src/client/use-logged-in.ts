import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@island-eats/api-client';

const isLoggedIn = () => getSession() !== null;

/** True while a session exists; follows logins and logouts here and in other tabs. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isLoggedIn, isLoggedIn);
}
