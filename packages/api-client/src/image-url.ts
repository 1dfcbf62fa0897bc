import { getApiConfig } from './api-config';

/** Absolute URLs pass through; a server-relative path is joined to the image base. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  return `${getApiConfig().imageBase}/${path.replace(/^\/+/, '')}`;
}
