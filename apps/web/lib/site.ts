import 'server-only';
import { headers } from 'next/headers';
import { apiGet } from './api';

/** The address links and QR codes use: the one the organizer chose at start (PUBLIC_URL, `--lan`), else the one this page was opened at. */
export async function siteUrl(): Promise<string> {
  const { publicUrl } = await apiGet('/site');
  if (publicUrl) return publicUrl;
  const requested = await headers();
  return `${requested.get('x-forwarded-proto') ?? 'http'}://${requested.get('host') ?? 'localhost'}`;
}

/** An absolute link to a page of the app, at the address phones use. */
export const linkTo = async (path: string) => new URL(path, await siteUrl()).href;

/** The event's short address for the room (#31): what its QR codes encode and a player types, e.g. http://10.0.0.5:3000/e/K7PQ. */
export const shortLinkTo = (event: { shortCode: string }) => linkTo(`/e/${event.shortCode}`);

/** An address as a person types it: without "http://". */
export const typedAddress = (url: string) => url.replace(/^https?:\/\//, '');
