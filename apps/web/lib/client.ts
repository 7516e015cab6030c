import type { ApiError, LiveData, LiveKind } from './apiTypes';
import { target, type Args, type Method, type PathOf, type CallInput, type Reply } from './route';

export type Sent<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError & Record<string, unknown> };

const unreadable = (status: number): ApiError => ({ code: 'BAD_RESPONSE', message: `The API answered ${status}.` });

/** Browser-side call through the /api proxy; errors come back as the API's { code, message, section?, field? }. */
async function call<T>(
  method: Method,
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

export type Write = Exclude<Method, 'GET'>;

/** A component's way to make a write of the API, handed down by the panel that owns the busy and error state. */
export type Send = <M extends Write, P extends PathOf<M>>(method: M, path: P, ...input: Args<M, P>) => Promise<void>;

/** A write from the browser. */
export const apiSend = <M extends Write, P extends PathOf<M>>(method: M, path: P, ...[input]: Args<M, P>) =>
  call<Reply<M, P>>(method, target(path, input as CallInput), (input as CallInput | undefined)?.body);

/** A file sent as it is (a TOM file as application/xml), not as JSON. */
export const apiUpload = <P extends PathOf<'POST'>>(path: P, text: string, type: string) =>
  call<Reply<'POST', P>>('POST', path, undefined, { text, type });

/** A read from the browser, for what changes while the page is open (a live draft) or is only looked up on demand. */
export const apiRead = <P extends PathOf<'GET'>>(path: P, ...[input]: Args<'GET', P>) =>
  call<Reply<'GET', P>>('GET', target(path, input as CallInput));

export interface LiveHandlers {
  onEvent(kind: LiveKind, data: LiveData): void;
  /** The stream is open (again). */
  onOpen(): void;
  /** The stream dropped; the browser retries by itself unless `closed`. */
  onError(closed: boolean): void;
}

const liveKinds: LiveKind[] = ['round', 'result', 'clock', 'call', 'version'];

/** Subscribes to a server-sent event stream of the API (`/api/events/:id/live`); returns the unsubscribe. */
export function apiLive(input: Args<'GET', '/events/:id/live'>[0], handlers: LiveHandlers): () => void {
  const source = new EventSource(`/api${target('/events/:id/live', input)}`);
  for (const kind of liveKinds)
    source.addEventListener(kind, (message) =>
      handlers.onEvent(kind, JSON.parse((message as MessageEvent<string>).data) as LiveData),
    );
  source.onopen = () => handlers.onOpen();
  source.onerror = () => handlers.onError(source.readyState === EventSource.CLOSED);
  return () => source.close();
}
