import 'server-only';
import { apiUrl } from './apiUrl';

export class ApiUnavailableError extends Error {}

/** Server-side read from the API; pages render what it returns. */
export async function apiGet<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl()}/api${path}`, { cache: 'no-store' });
  } catch {
    throw new ApiUnavailableError(`The API at ${apiUrl()} is not reachable.`);
  }
  if (!response.ok) throw new ApiUnavailableError(`The API answered ${response.status} for ${path}.`);
  return (await response.json()) as T;
}
