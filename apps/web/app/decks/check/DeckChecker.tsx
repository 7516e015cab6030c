'use client';

import { builtInCatalog, catalogWith } from '@tcg/domain/catalog';
import { checkDeckWithPoolText } from '@tcg/domain/deck';
import { isIsoDate, type CheckOptions } from '@tcg/domain/format';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { StoredCardSet } from '../../../lib/apiTypes';
import { deckFormats, findDeckFormat, houseDeckFormats, todayIso } from '../../../lib/deckFormats';
import { DecklistEditor, type EditorHandle } from '../components/DecklistEditor';
import { Verdict } from '../components/Verdict';
import { field } from '../../components/field';
import { TextField } from '../../components/TextField';

const noSubscription = () => () => {};

/** True once in the browser: the check time is measured there, so the server's render (and hydration) leaves it out. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** An event's page links here with its format, date, promo choice and new-set hold (`?format=&date=&unlistedPromos=&newSetHoldWeeks=`). */
export interface CheckPreset {
  format?: string;
  date?: string;
  unlistedPromos?: CheckOptions['unlistedPromos'];
  /** 204 ¶2: the event allows a new set only this many weeks after its release. */
  newSetHoldWeeks?: number;
}

interface Props {
  /** The organizers' custom format definitions from GET /api/formats. */
  houseFormats?: readonly { definition?: unknown }[];
  /** Imported card sets from GET /api/card-sets, joined to the built-in catalog as the API joins them. */
  importedSets?: readonly StoredCardSet[];
  preset?: CheckPreset;
}

export function DeckChecker({ houseFormats = [], importedSets = [], preset = {} }: Props) {
  const [list, setList] = useState('');
  const [formatId, setFormatId] = useState(preset.format ?? 'modified');
  const [date, setDate] = useState(() => preset.date ?? todayIso());
  const [pool, setPool] = useState('');
  const [mixedBacks, setMixedBacks] = useState(false);
  const editor = useRef<EditorHandle>(null);
  const catalog = useMemo(() => catalogWith(builtInCatalog, importedSets), [importedSets]);
  const house = useMemo(() => houseDeckFormats(houseFormats, catalog), [houseFormats, catalog]);
  const options = useMemo(() => [...deckFormats, ...house], [house]);
  const { format } = findDeckFormat(formatId, options);
  const limited = format.kind === 'limited';
  const validDate = isIsoDate(date);
  const inBrowser = useInBrowser();

  const { result, ms } = useMemo(() => {
    if (!validDate) return { result: null, ms: 0 };
    const start = performance.now();
    // The same check POST /api/decks/check runs, here in the browser on the same catalog.
    const poolText = limited && pool.trim() !== '' ? { poolText: pool } : {};
    const options = {
      mixedCardBacks: mixedBacks,
      ...(preset.unlistedPromos ? { unlistedPromos: preset.unlistedPromos } : {}),
      ...(preset.newSetHoldWeeks ? { newSetHoldWeeks: preset.newSetHoldWeeks } : {}),
    };
    const checked = checkDeckWithPoolText({ format, date, list, ...poolText, options }, catalog);
    return { result: checked, ms: performance.now() - start };
  }, [
    format,
    date,
    list,
    pool,
    limited,
    validDate,
    mixedBacks,
    preset.unlistedPromos,
    preset.newSetHoldWeeks,
    catalog,
  ]);

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm">
            Format
            <select className={field} value={formatId} onChange={(e) => setFormatId(e.target.value)}>
              {deckFormats.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.label}
                </option>
              ))}
              {house.length > 0 && (
                <optgroup label="House formats">
                  {house.map((f) => (
                    <option key={f.id} value={f.id}>
                      {f.label}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </label>
          <TextField
            label="Date of the event (204)"
            type="date"
            value={date}
            onValue={setDate}
            suppressHydrationWarning
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={mixedBacks} onChange={(e) => setMixedBacks(e.target.checked)} />
          The deck mixes card backs (e.g. Japanese and English cards, 202)
        </label>
        {preset.unlistedPromos === 'exclude' && (
          <p className="text-sm text-slate-600">This event excludes promo sets missing from the 2003 lists (226).</p>
        )}
        <DecklistEditor
          ref={editor}
          label="Decklist"
          value={list}
          onChange={setList}
          problems={result?.problems ?? []}
          catalog={catalog}
        />
        <p className="text-xs text-slate-500">
          One card per line as Pokémon TCG Online exports it: <code>4 Charmander LC 70</code>. Basic Energy needs no
          set: <code>12 Fire Energy</code>. Headers, blank lines and <code>#</code> comments are skipped.
        </p>
        {limited && (
          <label className="block text-sm">
            Pool: the cards opened or drafted (optional, 231)
            <textarea
              className={`${field} font-mono`}
              rows={6}
              value={pool}
              onChange={(e) => setPool(e.target.value)}
              spellCheck={false}
            />
          </label>
        )}
      </div>
      <div className="space-y-2">
        {result ? (
          <Verdict result={result} onLine={(line) => editor.current?.goToLine(line)} />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            The date must be a day written YYYY-MM-DD (204).
          </p>
        )}
        {inBrowser && (
          <p
            className="text-xs text-slate-600"
            data-testid="check-time"
            data-ms={ms.toFixed(3)}
            data-chars={list.length}
          >
            Checked in your browser in {ms.toFixed(1)} ms
          </p>
        )}
      </div>
    </div>
  );
}
