import { useState, type ComponentType, type ReactElement } from 'react';
import { Loader } from '@island-eats/ui';
import { settled, useSettled, type Settled } from './settled';

export type LazyPage = (() => ReactElement) & {
  /** Starts loading the page's code; resolves once it can render at once. */
  preload: () => Promise<unknown>;
};

/**
 * A host's own page whose code loads on first use (restro-menu standalone's), like React.lazy,
 * but without suspending (see useSettled: a page the server rendered hydrates in the root's
 * first pass) and which the host can load ahead of its render (`preload`). A failed load
 * reaches the host's error boundary; Try again, or the next visit, loads it afresh.
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
