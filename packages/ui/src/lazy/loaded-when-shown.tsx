import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads when first shown, or earlier through `preload`. */
export type LoadedWhenShown<Props extends object> = ComponentType<Props> & {
  /**
   * Loads the code now (at idle, say: afterPageLoad), so the first show renders at once;
   * resolves once it is in. A failed load is tried again by the next show or preload.
   */
  preload: () => Promise<unknown>;
};

/**
 * A component (a dialog, say) whose code loads the first time it is shown, not with the page:
 * what a page's first load carries is budgeted (DESIGN.md §7). Until `shown(props)` is true it
 * renders nothing and loads nothing; after that it renders the loaded component with the props,
 * and `fallback(props)` while the code is still on its way.
 *
 * @example
 * const OutletsDialog = loadedWhenShown(
 *   () => import('./outlets-dialog').then((module) => module.OutletsDialog),
 *   (props) => props.restaurant !== null,
 * );
 */
export function loadedWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shown: (props: Props) => boolean,
  fallback: (props: Props) => ReactNode = () => null,
): LoadedWhenShown<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        Lazy = lazyCode();
        throw error;
      },
    );
    return loading;
  };
  // React.lazy keeps a failed load's error: after one, the next mount gets a fresh one
  const lazyCode = () => lazy(() => loadOnce().then((component) => ({ default: component })));
  let Lazy = lazyCode();

  /**
   * Code already in renders at once, with no fallback in between; otherwise it waits under the
   * Suspense. Chosen once per mount: what it shows never remounts (an open dialog never loses
   * what was typed in it) when the code arrives.
   */
  function Code(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  function LoadedWhenShown(props: Props) {
    if (!shown(props)) return null;
    return (
      <Suspense fallback={fallback(props)}>
        <Code {...props} />
      </Suspense>
    );
  }
  LoadedWhenShown.preload = loadOnce;
  return LoadedWhenShown;
}
