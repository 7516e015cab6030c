'use client';

import { builtInCatalog, cardSetCsv, DEFAULT_CARD_TAGS, importCardSet } from '@tcg/domain/catalog';
import type { Result } from '@tcg/domain/shared';
import Link from 'next/link';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiError, CardSetCreated, CardSetUpload } from '../../../lib/apiTypes';
import { apiSend } from '../../../lib/client';

const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';

interface SetFields {
  id: string;
  name: string;
  ptcgoCode: string;
  releaseDate: string;
}

const SET_FIELDS: readonly [keyof SetFields, string][] = [
  ['id', 'Set id'],
  ['name', 'Set name'],
  ['ptcgoCode', 'Set code (used in decklists)'],
  ['releaseDate', 'Release date'],
];

/** What POST /api/card-sets gets: a catalog JSON file as it is, or CSV cards under the set typed in the form. */
function bodyOf(text: string, set: SetFields, tags: string[]): Result<CardSetUpload> {
  const extra = tags.length > 0 ? { tags } : {};
  if (!text.trimStart().startsWith('{')) {
    const code = set.ptcgoCode.trim() ? { ptcgoCode: set.ptcgoCode.trim() } : {};
    return {
      ok: true,
      value: {
        set: { id: set.id.trim(), name: set.name.trim(), releaseDate: set.releaseDate, ...code },
        csv: text,
        ...extra,
      },
    };
  }
  try {
    // The file as it is: precheck and the API's schema judge what it holds.
    return { ok: true, value: { ...(JSON.parse(text) as CardSetUpload), ...extra } };
  } catch {
    return {
      ok: false,
      error: { code: 'CARD_SET_INVALID', message: 'The file is neither catalog JSON nor CSV: the JSON cannot be read' },
    };
  }
}

/** The same checks the API makes, against the built-in catalog (the API also knows the other imported sets). */
function precheck(body: CardSetUpload) {
  if (typeof body.csv !== 'string') return importCardSet(body, builtInCatalog);
  const read = cardSetCsv(body.csv);
  return read.ok ? importCardSet({ ...body, cards: read.value.cards }, builtInCatalog, read.value.lines) : read;
}

export function CardSetImportForm() {
  const [text, setText] = useState('');
  const [set, setSet] = useState<SetFields>({ id: '', name: '', ptcgoCode: '', releaseDate: '' });
  const [tags, setTags] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<CardSetCreated | null>(null);
  const extraTags = useMemo(
    () =>
      tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    [tags],
  );
  const body = useMemo(() => (text.trim() ? bodyOf(text, set, extraTags) : null), [text, set, extraTags]);
  const checked = useMemo(() => (body?.ok ? precheck(body.value) : body), [body]);
  const csv = text.trim() !== '' && !text.trimStart().startsWith('{');

  async function load(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body?.ok || !checked?.ok) return;
    setError(null);
    const sent = await apiSend('POST', '/card-sets', { body: body.value });
    if (sent.ok) setDone(sent.data);
    else setError(sent.error);
  }

  const setField = (key: keyof SetFields) => (e: ChangeEvent<HTMLInputElement>) =>
    setSet({ ...set, [key]: e.target.value });
  const problem = error ?? (checked && !checked.ok ? checked.error : null);

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <label className="block text-sm">
        Card set file (catalog JSON or CSV)
        <input
          className={field}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={(e) => void load(e)}
        />
      </label>
      <label className="block text-sm">
        Or paste it
        <textarea
          className={`${field} font-mono`}
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
      </label>
      {csv && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">The set of these CSV cards</legend>
          {SET_FIELDS.map(([key, label]) => (
            <label key={key} className="block text-sm">
              {label}
              <input
                className={field}
                type={key === 'releaseDate' ? 'date' : 'text'}
                value={set[key]}
                onChange={setField(key)}
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className="block text-sm">
        Extra tags, comma separated (besides {DEFAULT_CARD_TAGS.join(', ')})
        <input className={field} value={tags} onChange={(e) => setTags(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {problem.message}
        </p>
      )}
      {checked?.ok && !done && (
        <p className="text-sm text-slate-600" data-testid="import-ready">
          {checked.value.cards.length} cards ready to import into {checked.value.set.name}
        </p>
      )}
      <button
        type="submit"
        disabled={!checked?.ok}
        className="rounded bg-amber-600 px-4 py-2 font-medium text-white disabled:opacity-50"
      >
        Import card set
      </button>
      {done && (
        <p role="status" className="text-sm text-green-800">
          Imported {done.cards.length} cards into {done.id}.{' '}
          <Link className="text-amber-700 underline" href={`/cards?set=${encodeURIComponent(done.id)}`}>
            See them in the card browser
          </Link>
        </p>
      )}
    </form>
  );
}
