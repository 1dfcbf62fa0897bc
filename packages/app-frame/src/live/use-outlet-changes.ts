import { useEffect, useEffectEvent } from 'react';
import { watchOutlet } from './watch-outlet';

/**
 * Runs `onChange` when staff change what the outlet offers, while the component is shown: a
 * menu, a restaurant page or a cart reads itself again. No outlet (null), no watching.
 */
export function useOutletChanges(outletId: number | null | undefined, onChange: () => void) {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (!outletId) return;
    return watchOutlet(outletId, () => changed());
  }, [outletId]);
}
