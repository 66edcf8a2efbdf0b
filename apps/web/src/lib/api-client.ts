/**
 * The one API client. It sends the stored access token as a Bearer header when the caller set
 * none (product.md §5) and turns every failure into an `ApiClientError` carrying the server's
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

function authorization(): string | null {
  const token = localStorage.getItem(ACCESS_TOKEN_KEY);
  return token ? `Bearer ${token}` : null;
}

function toClientError(status: number, payload: unknown): ApiClientError {
  const { code, message } = (payload as Partial<ApiError> | null)?.error ?? {
    code: 'http_error',
    message: `Request failed (${status})`,
  };
  return new ApiClientError(status, code, message);
}

/** One call with the stored token; a failing answer becomes an `ApiClientError`. */
async function send(method: string, path: string, accept: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response> {
  const headers = new Headers({ accept, ...extraHeaders });
  const auth = authorization();
  if (auth) headers.set('authorization', auth);
  if (body !== undefined) headers.set('content-type', 'application/json');

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw toClientError(response.status, await response.json().catch(() => null));
  return response;
}

async function request<T>(method: string, path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<T> {
  const response = await send(method, path, 'application/json', body, extraHeaders);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

/**
 * A GET whose answer is a file (a CSV export): its bytes and the name the server gave it in
 * `Content-Disposition`, or `fallbackName` when it gave none. Failures as for `request`.
 */
async function getFile(path: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const response = await send('GET', path, '*/*');
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  let filename = plain ?? fallbackName;
  try {
    if (encoded) filename = decodeURIComponent(encoded);
  } catch {
    // A malformed encoded name: the plain one will do.
  }
  return { blob: await response.blob(), filename };
}

/**
 * A multipart POST (an image upload). XMLHttpRequest rather than fetch because only it reports
 * upload progress; `onProgress` receives the fraction sent, 0 to 1.
 */
function upload<T>(path: string, body: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const auth = authorization();
    if (auth) xhr.setRequestHeader('authorization', auth);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response as T);
      else reject(toClientError(xhr.status, xhr.response));
    };
    // As fetch does when the server cannot be reached.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(body);
  });
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, body, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  upload,
  getFile,
};
