import 'server-only';
import { ApiUnavailableError, apiGet } from '../../../../lib/api';
import type { DraftSheetView, ProductView } from '../../../../lib/apiTypes';

/** A read the API may refuse with a 409 for this event: null then. */
async function optional<T>(path: string): Promise<T | null> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    if (error instanceof ApiUnavailableError) return null;
    throw error;
  }
}

/** The event's product settings; null for a format with no product (a house Limited format answers 409). */
export const loadProduct = (eventId: string) => optional<ProductView>(`/events/${eventId}/product`);

/** A pod's draft sheet (Rochester phases or Booster passing); null for Sealed Deck. */
export const loadSheet = (eventId: string, pod: number) =>
  optional<DraftSheetView>(`/events/${eventId}/pods/${pod}/sheet`);
