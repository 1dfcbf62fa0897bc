import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoggedIn } from '../client';

/**
 * SPEC.md §2: the page scrolls to the top on every route change. Then, and after a login, focus
 * goes to the new page's heading, so a screen reader announces it. Neither on the first load:
 * the browser starts at the top (the skip link first), and the server's page can be scrolled
 * before its code runs: a jump back to the top then would move what the customer was tapping.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const loggedIn = useLoggedIn();
  const last = useRef({ pathname, loggedIn });
  useEffect(() => {
    const was = last.current;
    last.current = { pathname, loggedIn };
    const moved = pathname !== was.pathname;
    if (moved) window.scrollTo(0, 0);
    if (!moved && (!loggedIn || was.loggedIn)) return;
    // where focus is now, before the page moves it: the link or button that led here
    const from = document.activeElement;
    let stop: (() => void) | undefined;
    let stopped = false;
    // not in any page's first scripts: a navigation comes after them
    void import('./focus-page-heading').then(({ focusPageHeading }) => {
      if (!stopped) stop = focusPageHeading(from);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [pathname, loggedIn]);
  return null;
}
