import { Activity, useEffect, useState, type ReactNode } from 'react';
import { afterPageLoad } from '@island-eats/ui/after-page-load';

/**
 * Renders `children` once, hidden, then drops them once the browser is idle again: React's
 * hidden Activity renders them at idle priority under `display: none` and runs none of their
 * effects (no scroll lock, no focus taken). What a first render costs is then paid before a
 * click rather than in it: its code compiled, and its styled-components rules inserted into the
 * page, whose next style recalculation then restyles far more than the new elements (on the
 * 1,000-dish menu, 354 elements instead of the dialog's 25; DESIGN.md §7: 100 ms to answer).
 */
export function RenderedOnceHidden({ children }: { children: ReactNode }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPageLoad().then(() => {
      if (mounted) setDone(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return done ? null : <Activity mode="hidden">{children}</Activity>;
}
