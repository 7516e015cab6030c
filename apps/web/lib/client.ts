import type { ApiError, LiveData, LiveKind } from './apiTypes';

export type Sent<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError & Record<string, unknown> };

const unreadable = (status: number): ApiError => ({ code: 'BAD_RESPONSE', message: `The API answered ${status}.` });

/** Browser-side call through the /api proxy; errors come back as the API's { code, message, section?, field? }. */
async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  file?: { text: string; type: string },
): Promise<Sent<T>> {
  const response = await fetch(`/api${path}`, {
    method,
    cache: 'no-store',
    headers: file ? { 'content-type': file.type } : body === undefined ? {} : { 'content-type': 'application/json' },
    body: file ? file.text : body === undefined ? null : JSON.stringify(body),
  });
  const data =
    response.status === 204 ? null : ((await response.json().catch(() => unreadable(response.status))) as unknown);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  return {
    ok: false,
    status: response.status,
    error: (data ?? unreadable(response.status)) as ApiError & Record<string, unknown>,
  };
}

/** A write from the browser. */
export const apiSend = <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  call<T>(method, path, body);

/** A file sent as it is (a TOM file as application/xml), not as JSON. */
export const apiUpload = <T>(path: string, text: string, type: string) =>
  call<T>('POST', path, undefined, { text, type });

/** A read from the browser, for what changes while the page is open (a live draft) or is only looked up on demand. */
export const apiRead = <T>(path: string) => call<T>('GET', path);

export interface LiveHandlers {
  onEvent(kind: LiveKind, data: LiveData): void;
  /** The stream is open (again). */
  onOpen(): void;
  /** The stream dropped; the browser retries by itself unless `closed`. */
  onError(closed: boolean): void;
}

const liveKinds: LiveKind[] = ['round', 'result', 'clock', 'call', 'version'];

/** Subscribes to a server-sent event stream of the API (`/api/events/:id/live`); returns the unsubscribe. */
export function apiLive(path: string, handlers: LiveHandlers): () => void {
  const source = new EventSource(`/api${path}`);
  for (const kind of liveKinds)
    source.addEventListener(kind, (message) =>
      handlers.onEvent(kind, JSON.parse((message as MessageEvent<string>).data) as LiveData),
    );
  source.onopen = () => handlers.onOpen();
  source.onerror = () => handlers.onError(source.readyState === EventSource.CLOSED);
  return () => source.close();
}
