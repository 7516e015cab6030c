import type { Metadata } from 'next';
import Link from 'next/link';
import { ApiUnavailableError } from '../../../lib/api';
import { houseFormats, importedCardSets } from '../../../lib/houseFormats';
import type { FormatSummary, StoredCardSet } from '../../../lib/apiTypes';
import { DeckChecker, type CheckPreset } from './DeckChecker';

export const metadata: Metadata = { title: 'Deck check · TCG Tournaments' };
export const dynamic = 'force-dynamic';

/** The check runs in the browser: without the API the page still offers the built-in formats and catalog. */
async function fromApi(): Promise<{ house: { definition?: unknown }[]; importedSets: StoredCardSet[] }> {
  try {
    const [formats, importedSets] = await Promise.all([houseFormats(), importedCardSets()]);
    return { house: formats.map(({ definition }: FormatSummary) => ({ definition })), importedSets };
  } catch (error) {
    if (error instanceof ApiUnavailableError) return { house: [], importedSets: [] };
    throw error;
  }
}

type Query = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

/** What an event's "check a deck for this event" link presets: format, date, promo choice and new-set hold. */
async function presetOf(searchParams: Query): Promise<CheckPreset> {
  const query = await searchParams;
  const [format, date, promos, hold] = [
    one(query.format),
    one(query.date),
    one(query.unlistedPromos),
    Number(one(query.newSetHoldWeeks)),
  ];
  const held = Number.isInteger(hold) && hold >= 2 && hold <= 6 ? { newSetHoldWeeks: hold } : {};
  return {
    ...(format ? { format } : {}),
    ...(date ? { date } : {}),
    ...(promos === 'allow' || promos === 'exclude' ? { unlistedPromos: promos } : {}),
    ...held,
  };
}

export default async function DeckCheckPage({ searchParams }: { searchParams: Query }) {
  const [{ house, importedSets }, preset] = await Promise.all([fromApi(), presetOf(searchParams)]);
  return (
    <div>
      <h1 className="mb-1 text-2xl font-semibold">Is my deck legal?</h1>
      <p className="mb-6 text-sm text-slate-600">
        Paste or type your list. The verdict follows the 2003 floor rules as you type, each problem on its line with the{' '}
        <Link href="/rules" className="text-amber-700 underline">
          section
        </Link>{' '}
        it breaks.
      </p>
      <DeckChecker houseFormats={house} importedSets={importedSets} preset={preset} />
    </div>
  );
}
