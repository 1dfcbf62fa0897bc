import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@island-eats/ui';
import type { RoutesModule } from '../remote-contracts';
import type { RoutesModuleId } from '../route-table';
import { RemoteRegion } from './remote-region';

interface Props {
  id: RoutesModuleId;
  page: string;
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
  return (
    <RemoteRegion
      id={id}
      round={navigation.count}
      loading={<Loader label="Loading page" />}
      render={(routes) => {
        const Component = (routes as RoutesModule<string>).pages[page];
        if (!Component) throw new Error(`${id} has no page ${page}`);
        return <Component />;
      }}
    />
  );
}
