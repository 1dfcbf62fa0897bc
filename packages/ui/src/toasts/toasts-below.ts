import { useLayoutEffect, type RefObject } from 'react';
import { space } from '../theme/theme';
import { TOASTS_TOP } from './toasts-top';

/**
 * While mounted, toasts open below the element: what a toast must not cover, e.g. the cart
 * panel's first line, whose quantity a customer has just changed. Measured after each render
 * and on resize, since the line's height follows its text and the width.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const place = () => {
      const bottom = ref.current?.getBoundingClientRect().bottom;
      if (bottom === undefined) root.removeProperty(TOASTS_TOP);
      else root.setProperty(TOASTS_TOP, `calc(${Math.round(bottom)}px + ${space[2]})`);
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      root.removeProperty(TOASTS_TOP);
    };
  });
}
