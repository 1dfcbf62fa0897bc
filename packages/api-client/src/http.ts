import axios from 'axios';
import { checkAnswer, failedAnswer } from './answer-handling';
import { addBaseAndToken, addLocatedAt, bearer } from './request-context';
import { getSession } from './session';
import { getCurrentLocation } from './storage';

/** The one axios instance of the page: every call goes through these interceptors. */
export const http = axios.create({ headers: { Accept: 'application/json' } });

http.interceptors.request.use(addLocatedAt);
http.interceptors.request.use(addBaseAndToken);
http.interceptors.response.use(checkAnswer, failedAnswer);

type Query = Record<string, string | number | undefined>;

/** How long a prefetched answer waits for the read it was made for. */
const PREFETCH_KEPT_MS = 10_000;
const prefetched = new Map<string, { until: number; answer: Promise<unknown> }>();
let prefetching = false;

// the same read for the same caller on the same island
const readKey = (path: string, params?: Query, token = getSession()?.token ?? '') =>
  JSON.stringify([path, params ?? {}, token, getCurrentLocation()]);

/**
 * Starts the GET reads `reads` makes now, for a part that will make them once its code has
 * arrived (restro-menu starts the menu's read beside the outlet's): the first same read within
 * 10 s takes the answer instead of asking again. Only reads, and only once each.
 */
export function prefetch(reads: () => unknown): void {
  const now = Date.now();
  for (const [key, { until }] of prefetched) if (until <= now) prefetched.delete(key);
  prefetching = true;
  try {
    reads();
  } finally {
    prefetching = false;
  }
}

/**
 * Resolves to the body of an answer whose error is 'false'; anything else rejects with ApiError.
 * `sessionToken`: a read for that session instead of the page's own, as a server makes it to
 * paint a customer's page (their token from its cookie: session-cookie.ts).
 */
export function apiGet<T>(path: string, params?: Query, sessionToken?: string): Promise<T> {
  const key = readKey(path, params, sessionToken);
  const early = prefetched.get(key);
  if (early && early.until > Date.now()) {
    // a second prefetch of the same read shares the first; the read itself takes it
    if (!prefetching) prefetched.delete(key);
    return early.answer as Promise<T>;
  }
  prefetched.delete(key);
  const headers = sessionToken ? { Authorization: bearer(sessionToken) } : undefined;
  const answer = http.get<T>(path, { params, headers }).then((response) => response.data);
  if (prefetching) {
    answer.catch(() => undefined); // its failure is the taker's to show
    prefetched.set(key, { until: Date.now() + PREFETCH_KEPT_MS, answer });
  }
  return answer;
}

export async function apiPost<T>(
  path: string,
  body?: object | FormData,
  params?: Query,
): Promise<T> {
  const response = await http.post<T>(path, body, { params });
  return response.data;
}
