import { pageData } from '@island-eats/api-client';

/**
 * Called while a page renders what says its address names nothing ('Restaurant not found.'):
 * the page server then answers 404, so a search engine or a link checker hears it too. In the
 * browser it does nothing. (Through the shared api-client: each app bundles its own app-frame.)
 */
export function pageNotFound(): void {
  pageData().markNotFound?.();
}
