import 'server-only';
import { ApiUnavailableError, apiGet } from '../../../../lib/api';

/** A read the API may refuse with a 409 for this event: null then. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiUnavailableError) return null;
    throw error;
  }
}

/** The event's product settings; null for a format with no product (a house Limited format answers 409). */
export const loadProduct = (eventId: string) =>
  optional(() => apiGet('/events/:id/product', { params: { id: eventId } }));

/** A pod's draft sheet (Rochester phases or Booster passing); null for Sealed Deck. */
export const loadSheet = (eventId: string, pod: number) =>
  optional(() => apiGet('/events/:id/pods/:number/sheet', { params: { id: eventId, number: pod } }));
