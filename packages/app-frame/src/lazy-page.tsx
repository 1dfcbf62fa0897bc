import { useState, type ComponentType, type ReactElement } from 'react';
import { Loader } from '@island-eats/ui';
import { settled, useSettled, type Settled } from './settled';

export type LazyPage = (() => ReactElement) & {
  /** Starts loading the page's code; resolves once it can render at once. */
  preload: () => Promise<unknown>;
};

/**
 * A remote's page whose code loads on first use, like React.lazy, but without suspending (see
 * useSettled) and which a host can load ahead of its render (`preload`). A failed load reaches
 * the host's error boundary; Try again, or the next visit, loads it afresh.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let module: Settled<{ default: ComponentType }> | undefined;
  // the load under way or done; a failed one is tried afresh by the next mount or preload
  const attempt = () => {
    if (!module || module.status === 'rejected') module = settled(load());
    return module;
  };
  function Page() {
    // one attempt per mount: a failure stays failed until the boundary's Try again remounts it
    const [current] = useState(attempt);
    const loaded = useSettled(current);
    if (!loaded) return <Loader label="Loading page" />;
    const { default: Component } = loaded;
    return <Component />;
  }
  Page.preload = attempt;
  return Page;
}

/**
 * Loads the code of `page` of a remote's routes module where it is a lazyPage, so it renders at
 * once (the page server before it renders, the browser before it hydrates); false when it did
 * not come, and the page then shows its loader on both sides.
 */
export function loadPageCode(routes: unknown, page: string | undefined): Promise<boolean> {
  const Page = (routes as { pages?: Record<string, Partial<LazyPage>> } | null)?.pages?.[
    page ?? ''
  ];
  return Promise.resolve(Page?.preload?.()).then(
    () => true,
    () => false,
  );
}
