/**
 * The ETag of a remote's Node entry as its server answers a HEAD now: a new one means a new
 * build behind the same URL. Null when the server sends none (then a roll is never noticed:
 * the app servers always send one). Rejects when the server is down or answers an error.
 */
export async function readEntryTag(url: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(url, { method: 'HEAD', signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`HEAD ${url}: ${response.status}`);
  return response.headers.get('etag');
}
