import { useLayoutEffect, type RefObject } from 'react';
import { space } from '../theme/theme';
import { TOASTS_HEADER, TOASTS_TOP } from './toasts-top';

export { TOASTS_HEADER };

/**
 * While mounted, toasts open below the element: what a toast must not cover, e.g. the cart
 * panel's first line, whose quantity a customer has just changed (TOASTS_TOP), or a header
 * that wraps (TOASTS_HEADER). Measured after each render and on resize, since the element's
 * height follows its text and the width.
 */
export function useToastsBelow(
  ref: RefObject<HTMLElement | null>,
  variable: typeof TOASTS_TOP | typeof TOASTS_HEADER = TOASTS_TOP,
): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const place = () => {
      const bottom = ref.current?.getBoundingClientRect().bottom;
      if (bottom === undefined) root.removeProperty(variable);
      else root.setProperty(variable, `calc(${Math.round(bottom)}px + ${space[2]})`);
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      root.removeProperty(variable);
    };
  });
}
