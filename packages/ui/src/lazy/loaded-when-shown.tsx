import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component (a dialog, say) whose code loads the first time it is shown, not with the page:
 * what a page's first load carries is budgeted (DESIGN.md §7). Until `shown(props)` is true it
 * renders nothing and loads nothing; after that it renders the loaded component with the props.
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
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LoadedWhenShown(props: Props) {
    if (!shown(props)) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LoadedWhenShown;
}
