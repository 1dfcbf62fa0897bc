import { useEffect } from 'react';
import { getSession, subscribeSession, type SessionUser } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { refreshCounts, startCounts } from '@island-eats/app-frame/client';

function publishAuth(session: SessionUser | null): void {
  bus.publish(
    'auth',
    session ? { loggedIn: true, userName: session.userName } : { loggedIn: false },
  );
}

/**
 * Keeps the bus's `auth` and the header's counts in step with the session: at start, and on
 * every login or logout, including one in another tab (a storage event on the session key).
 */
export function useSessionSync(): void {
  useEffect(() => {
    let token = getSession()?.token ?? null;
    publishAuth(getSession());
    startCounts();
    return subscribeSession((session) => {
      const next = session?.token ?? null;
      publishAuth(session);
      if (next === token) return;
      token = next;
      if (next) {
        void refreshCounts();
      } else {
        bus.publish('cartCount', 0);
        bus.publish('favouritesCount', 0);
      }
    });
  }, []);
}
