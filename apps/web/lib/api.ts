import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { apiUrl } from './apiUrl';
import type { ApiError } from './apiTypes';
import { loginPath } from './returnPath';
import { target, type Args, type PathOf, type CallInput, type Reply } from './route';

export class ApiUnavailableError extends Error {}

/** The visitor's session cookie goes along, so staff read what their role lets them (a private event, its audit). */
async function read(path: string): Promise<Response> {
  const cookie = (await headers()).get('cookie');
  try {
    return await fetch(`${apiUrl()}/api${path}`, { cache: 'no-store', headers: cookie ? { cookie } : {} });
  } catch {
    throw new ApiUnavailableError(`The API at ${apiUrl()} is not reachable.`);
  }
}

/** The page being rendered, as proxy.ts passed it on: where to come back to after signing in. */
export const currentPath = async () => (await headers()).get('x-pathname') ?? '/';

/**
 * Server-side read from the API; pages render what it returns. 404 shows "not found", and so does 400: a page reads
 * addresses made of its own address, so a parameter the API refuses (round "two", a player id that is not one) was
 * typed into the address bar and names nothing. 401 sends the visitor to sign in; 403 (signed in, but no role in this
 * event that may see it) shows the not-found page, which says so.
 */
export async function apiGet<P extends PathOf<'GET'>>(path: P, ...[input]: Args<'GET', P>): Promise<Reply<'GET', P>> {
  const response = await read(target(path, input as CallInput));
  if ([400, 403, 404].includes(response.status)) notFound();
  if (response.status === 401) redirect(loginPath(await currentPath()));
  if (!response.ok) throw new ApiUnavailableError(`The API answered ${response.status} for ${path}.`);
  return (await response.json()) as Reply<'GET', P>;
}

/** A read the visitor may not be allowed to make, or of an address that names nothing: null when the API refuses it (400, 401, 403, 404). */
export async function apiFind<P extends PathOf<'GET'>>(
  path: P,
  ...[input]: Args<'GET', P>
): Promise<Reply<'GET', P> | null> {
  const response = await read(target(path, input as CallInput));
  if ([400, 401, 403, 404].includes(response.status)) return null;
  if (!response.ok) throw new ApiUnavailableError(`The API answered ${response.status} for ${path}.`);
  return (await response.json()) as Reply<'GET', P>;
}

/** A read the API may refuse with a coded answer the page shows (a draft not started yet): the data, or the refusal. */
export async function apiTry<P extends PathOf<'GET'>>(
  path: P,
  ...[input]: Args<'GET', P>
): Promise<{ ok: true; data: Reply<'GET', P> } | { ok: false; error: ApiError }> {
  const response = await read(target(path, input as CallInput));
  if (response.status >= 500) throw new ApiUnavailableError(`The API answered ${response.status} for ${path}.`);
  return response.ok
    ? { ok: true, data: (await response.json()) as Reply<'GET', P> }
    : { ok: false, error: (await response.json()) as ApiError };
}

/** Reads for a page that still renders when the API is down: the data, or the problem to show in its place. */
export async function readOrProblem<T>(
  read: () => Promise<T>,
): Promise<{ data: T; problem: null } | { data: null; problem: string }> {
  try {
    return { data: await read(), problem: null };
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    return { data: null, problem: error.message };
  }
}
