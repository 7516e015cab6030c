'use client';

import { scoreTable, type TableEntry, type TableScoring } from '@tcg/domain/podPlay';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { ApiError, PodTableView } from '../../../../lib/apiTypes';
import { apiSend } from '../../../../lib/client';
import { ErrorNote } from '../../../components/ErrorNote';
import { podPoints } from './PodStandingsTable';

const field = 'w-20 rounded border border-slate-300 bg-white px-2 py-1 text-sm';
const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';

type Values = Record<string, string>;

const numbers = (values: Values): Record<string, number> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([id, v]) => [id, Number(v)]),
  );

/** Each pair once: a player chose a partner, and the partner is shown as choosing them back. */
const pairsOf = (partnerOf: Values): string[][] =>
  Object.entries(partnerOf)
    .filter(([a, b]) => b !== '' && a < b)
    .map(([a, b]) => [a, b]);

function entryOf(scoring: TableScoring, scores: Values, measures: Values, partnerOf: Values): TableEntry {
  const measured = numbers(measures);
  const pairs = pairsOf(partnerOf);
  return {
    ...(scoring.by === 'points' ? { points: numbers(scores) } : { places: numbers(scores) }),
    ...(Object.keys(measured).length > 0 ? { measures: measured } : {}),
    ...(pairs.length > 0 ? { partners: pairs } : {}),
  };
}

function initialPartners(table: PodTableView): Values {
  const partnerOf: Values = Object.fromEntries(table.seats.map((id) => [id, '']));
  for (const [a, b] of table.result?.partners ?? []) if (a && b) Object.assign(partnerOf, { [a]: b, [b]: a });
  return partnerOf;
}

/** Pairs a player with a partner (or none), undoing both sides' earlier pairs. */
function choosePartner(partnerOf: Values, id: string, partner: string): Values {
  const next = { ...partnerOf };
  for (const who of [id, partner, partnerOf[id] ?? '', partnerOf[partner] ?? '']) if (who) next[who] = '';
  if (partner) Object.assign(next, { [id]: partner, [partner]: id });
  return next;
}

const initial = (table: PodTableView, key: 'places' | 'points' | 'measures'): Values =>
  Object.fromEntries(table.seats.map((id) => [id, String(table.result?.[key]?.[id] ?? '')]));

/** A table's result: a place (ties share one) or points for every seat, checked by the domain as it is typed. */
export function TableResultForm({
  eventId,
  table,
  scoring,
}: {
  eventId: string;
  table: PodTableView;
  scoring: TableScoring;
}) {
  const router = useRouter();
  const byPoints = scoring.by === 'points';
  const [scores, setScores] = useState(initial(table, byPoints ? 'points' : 'places'));
  const [measures, setMeasures] = useState(initial(table, 'measures'));
  const [partnerOf, setPartnerOf] = useState(() => initialPartners(table));
  const pairsPossible = !byPoints && table.seats.length >= 4;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const entry = entryOf(scoring, scores, measures, partnerOf);
  const complete = table.seats.every((id) => (scores[id] ?? '').trim() !== '');
  const checked = complete ? scoreTable(scoring, table.seats, entry) : null;
  const correcting = table.result !== null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const sent = await apiSend('PUT', '/tables/:id/result', {
      params: { id: table.id },
      body: {
        ...entry,
        version: table.version,
        ...(correcting ? { reason } : {}),
      },
    });
    setBusy(false);
    setError(sent.ok ? null : sent.error);
    if (sent.ok) {
      setReason('');
      router.refresh();
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="no-print space-y-2"
      aria-label={`Result of table ${table.table}`}
      data-event={eventId}
    >
      {table.seats.map((id) => (
        <div key={id} className="flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            <span className="w-40 truncate">{table.names[id]}</span>
            <input
              className={field}
              inputMode="numeric"
              aria-label={`${byPoints ? 'Points' : 'Place'} of ${table.names[id]} at table ${table.table}`}
              value={scores[id] ?? ''}
              onChange={(e) => setScores({ ...scores, [id]: e.target.value })}
            />
          </label>
          {scoring.measure && (
            <label className="flex items-center gap-1">
              <span className="text-slate-600">{scoring.measure.name}</span>
              <input
                className={field}
                inputMode="numeric"
                aria-label={`${scoring.measure.name} of ${table.names[id]}`}
                value={measures[id] ?? ''}
                onChange={(e) => setMeasures({ ...measures, [id]: e.target.value })}
              />
            </label>
          )}
          {pairsPossible && (
            <label className="flex items-center gap-1">
              <span className="text-slate-600">partner</span>
              <select
                className="rounded border border-slate-300 bg-white px-1 py-1 text-sm"
                aria-label={`Partner of ${table.names[id]}`}
                value={partnerOf[id] ?? ''}
                onChange={(e) => setPartnerOf(choosePartner(partnerOf, id, e.target.value))}
              >
                <option value="">none</option>
                {table.seats
                  .filter((other) => other !== id)
                  .map((other) => (
                    <option key={other} value={other}>
                      {table.names[other]}
                    </option>
                  ))}
              </select>
            </label>
          )}
          {checked?.ok && (
            <span className="text-slate-600">
              {podPoints(checked.value.find((s) => s.playerId === id)!.points)} pts
            </span>
          )}
        </div>
      ))}
      {checked && !checked.ok && <p className="text-sm text-red-700">{checked.error.message}</p>}
      {correcting && (
        <label className="block text-sm">
          Reason for the correction
          <input
            className="ml-2 w-64 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      )}
      <button className={button} disabled={busy || !checked?.ok || (correcting && reason.trim() === '')}>
        {correcting ? 'Correct the result' : 'Save the result'}
      </button>
      <ErrorNote error={error} />
    </form>
  );
}
