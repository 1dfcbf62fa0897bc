import axios from 'axios';
import { checkAnswer, failedAnswer } from './answer-handling';
import { addBaseAndToken, addLocatedAt } from './request-context';

/** The one axios instance of the page: every call goes through these interceptors. */
export const http = axios.create({ headers: { Accept: 'application/json' } });

http.interceptors.request.use(addLocatedAt);
http.interceptors.request.use(addBaseAndToken);
http.interceptors.response.use(checkAnswer, failedAnswer);

type Query = Record<string, string | number | undefined>;

/** Resolves to the body of an answer whose error is 'false'; anything else rejects with ApiError. */
export async function apiGet<T>(path: string, params?: Query): Promise<T> {
  const response = await http.get<T>(path, { params });
  return response.data;
}

export async function apiPost<T>(
  path: string,
  body?: object | FormData,
  params?: Query,
): Promise<T> {
  const response = await http.post<T>(path, body, { params });
  return response.data;
}
