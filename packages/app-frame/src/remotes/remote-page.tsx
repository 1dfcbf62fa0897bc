import { useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@island-eats/ui';
import type { LazyPage } from '../lazy-page';
import type { RoutesModule } from '../remote-contracts';
import type { RoutesModuleId } from '../route-table';
import { settled, useSettled } from '../settled';
import { RemoteRegion } from './remote-region';

interface Props {
  id: RoutesModuleId;
  page: string;
}

/** The code of a page that is no lazyPage: in already. */
const inAlready = settled(Promise.resolve(true));

/**
 * The page once its own code is in (a lazyPage's preload): until then what shows while the
 * routes module loads stays, instead of the page's loader taking its place for a moment.
 */
function PageWhenLoaded({ Page, loading }: { Page: ComponentType; loading: ReactNode }) {
  const code = (Page as Partial<LazyPage>).preload?.() ?? inAlready;
  return useSettled(code) === undefined ? loading : <Page />;
}

/**
 * Mounts a page a remote exposes. A failure shows a fallback in this region only; the next
 * navigation (or Try again) is a fresh attempt, while a loaded page keeps its state.
 */
export function RemotePage({ id, page }: Props) {
  const location = useLocation();
  // Every navigation, even back to a history entry that failed before, is a fresh attempt.
  const [navigation, setNavigation] = useState({ location, count: 0 });
  if (navigation.location !== location) setNavigation({ location, count: navigation.count + 1 });
  const loading = <Loader label="Loading page" />;
  return (
    <RemoteRegion
      id={id}
      round={navigation.count}
      loading={loading}
      render={(routes) => {
        const Component = (routes as RoutesModule<string>).pages[page];
        if (!Component) throw new Error(`${id} has no page ${page}`);
        return <PageWhenLoaded Page={Component} loading={loading} />;
      }}
    />
  );
}
