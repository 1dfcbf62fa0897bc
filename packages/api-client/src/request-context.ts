import type { InternalAxiosRequestConfig } from 'axios';
import { getApiConfig } from './api-config';
import { getSession } from './session';
import { getCurrentLocation } from './storage';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * Every GET query and POST body carries located_at (SPEC §7); a value the caller set wins, as
 * when the profile moves the user to the other island.
 */
export function addLocatedAt(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const located_at = getCurrentLocation();
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get') {
    const params: Record<string, unknown> = isPlainObject(config.params) ? config.params : {};
    config.params = { ...params, located_at: params.located_at ?? located_at };
  } else if (method === 'post') {
    const data: unknown = config.data;
    if (typeof FormData !== 'undefined' && data instanceof FormData) {
      if (!data.has('located_at')) data.append('located_at', located_at);
    } else if (data === undefined || data === null) {
      config.data = { located_at };
    } else if (isPlainObject(data)) {
      config.data = { ...data, located_at: data.located_at ?? located_at };
    }
  }
  return config;
}

/** The Authorization header's value for a session's token. */
export const bearer = (token: string) => `Bearer ${token}`;

export function addBaseAndToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = getApiConfig().apiBase;
  const session = getSession();
  // a read made for another session (apiGet's sessionToken) keeps its own
  if (session && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', bearer(session.token));
  }
  return config;
}
