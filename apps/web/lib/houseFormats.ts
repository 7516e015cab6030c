import 'server-only';
import type { EventFormat } from '@tcg/domain/event';
import { apiGet } from './api';
import type { FormatSummary, StoredCardSet } from './apiTypes';

/** The organizers' custom formats as GET /api/formats lists them; the built-in ones the domain knows. */
export async function houseFormats(): Promise<FormatSummary[]> {
  return (await apiGet('/formats')).filter((format) => !format.builtIn);
}

/** The organizers' imported card sets (GET /api/card-sets), which their house formats build on. */
export const importedCardSets = (): Promise<StoredCardSet[]> => apiGet('/card-sets');

/** Only what an event needs to know of a house format (its definition stays on the server). */
export const asEventFormat = ({ id, name, kind }: FormatSummary): EventFormat => ({ id, name, kind });
