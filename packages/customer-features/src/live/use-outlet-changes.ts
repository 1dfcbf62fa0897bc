import { useEffect, useEffectEvent, useState } from 'react';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { watchOutlet } from './watch-outlet';

/** A watch that starts this long after the component did reads again once it is live. */
const LATE_START_MS = 2000;

/**
 * Runs `onChange` when staff change what the outlet offers, while the component is shown to a
 * customer: a menu, a restaurant page or a cart reads itself again. Visitors, who must log in
 * before they can add a dish, are not watched: their first load carries no socket. A watch
 * that starts late (the visitor logged in on the page) reads again once it is live.
 */
export function useOutletChanges(outletId: number | null | undefined, onChange: () => void) {
  const loggedIn = useLoggedIn();
  const [shownAt] = useState(() => Date.now());
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (!outletId || !loggedIn) return;
    return watchOutlet(outletId, () => changed(), {
      readOnJoin: Date.now() - shownAt > LATE_START_MS,
    });
  }, [outletId, loggedIn, shownAt]);
}
