/**
 * The one API client. It sends the stored access token as a Bearer header when the caller set
 * none (spec §7) and turns every failure into an `ApiClientError` carrying the server's
 * `{ error: { code, message } }`.
 */
import type { ApiError } from '@coreparts/shared';

export const ACCESS_TOKEN_KEY = 'accessToken';

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const { code, message } = (payload as Partial<ApiError> | null)?.error ?? {
      code: 'http_error',
      message: `Request failed (${response.status})`,
    };
    throw new ApiClientError(response.status, code, message);
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
