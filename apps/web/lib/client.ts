import type { ApiError } from './types';

export type Sent<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError & Record<string, unknown> };

const unreadable = (status: number): ApiError => ({ code: 'BAD_RESPONSE', message: `The API answered ${status}.` });

/** Browser-side write through the /api proxy; errors come back as the API's { code, message, section?, field? }. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Sent<T>> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const data = response.status === 204 ? null : ((await response.json().catch(() => unreadable(response.status))) as unknown);
  if (response.ok) return { ok: true, data: data as T };
  return { ok: false, status: response.status, error: (data ?? unreadable(response.status)) as ApiError & Record<string, unknown> };
}
