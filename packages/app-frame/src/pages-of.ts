import type { ExposedModules, PageModule, PageModuleId, RemoteName } from './remote-contracts';

type PageLoad = () => Promise<PageModule>;

/**
 * A remote's own pages by module id, made from its contract (`src/contract.ts` exposes) with
 * `make` (React.lazy, or lazyPage): the page map of its standalone host, so no page is listed
 * twice.
 */
export function pagesOf<Name extends RemoteName, Page>(
  remote: Name,
  exposes: ExposedModules,
  make: (load: PageLoad) => Page,
): Record<Extract<PageModuleId, `${Name}/page/${string}`>, Page> {
  const pages = Object.entries(exposes)
    .filter(([module]) => module.startsWith('page/'))
    // a `page/` module loads a PageModule: ExposedModules says so of that name
    .map(([module, load]) => [`${remote}/${module}`, make(load as PageLoad)]);
  return Object.fromEntries(pages) as Record<Extract<PageModuleId, `${Name}/page/${string}`>, Page>;
}
