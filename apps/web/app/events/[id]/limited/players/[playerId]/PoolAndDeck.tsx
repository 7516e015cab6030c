'use client';

import { builtInCatalog, setOf } from '@tcg/domain/catalog';
import { parseDecklist, poolProblems, readPoolList, type PoolCard } from '@tcg/domain/deck';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { apiSend, type Sent } from '../../../../../../lib/client';
import type { ApiError } from '../../../../../../lib/apiTypes';
import { DecklistEditor } from '../../../../../decks/components/DecklistEditor';
import { ErrorNote } from '../../../../../components/ErrorNote';

const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';
const plain = 'rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100';

/** "4 Blaine's Growlithe gym1 35": a pool line the decklist reader takes back. */
function poolText(cards: readonly PoolCard[]): string {
  return cards
    .map(({ cardId, count }) => {
      const card = builtInCatalog.cardsById.get(cardId);
      if (!card) return `${count} ${cardId}`;
      const set = setOf(builtInCatalog, card);
      return `${count} ${card.name} ${set.code ?? set.id} ${card.number}`;
    })
    .join('\n');
}

/** Deck lines beyond the registered pool, marked on their line: the check the API refuses NOT_IN_POOL with (231). */
function linesBeyondPool(list: string, pool: readonly PoolCard[]) {
  const ids = pool.flatMap(({ cardId, count }) => Array.from({ length: count }, () => cardId));
  return poolProblems(parseDecklist(list, builtInCatalog).entries, ids, builtInCatalog);
}

/** The pool's lines read into card counts, one entry a card. */
function poolCards(text: string): { cards: PoolCard[]; error: ApiError | null } {
  const read = readPoolList(text, builtInCatalog);
  if (read.problems.length > 0)
    return {
      cards: [],
      error: { code: read.problems[0]!.code, message: read.problems.map((p) => p.message).join(' ') },
    };
  const counts = new Map<string, number>();
  for (const id of read.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { cards: [...counts].map(([cardId, count]) => ({ cardId, count })), error: null };
}

interface Props {
  eventId: string;
  playerId: string;
  pool: PoolCard[] | null;
  drafted: PoolCard[] | null;
  list: string;
}

/** A player's pool (cards opened or drafted) and the 40-card deck built from it plus basic Energy (231). */
export function PoolAndDeck({ eventId, playerId, pool, drafted, list: registered }: Props) {
  const router = useRouter();
  const [text, setText] = useState(pool ? poolText(pool) : '');
  const [list, setList] = useState(registered);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const beyondPool = useMemo(() => (pool ? linesBeyondPool(list, pool) : []), [list, pool]);

  const params = { id: eventId, playerId };
  async function send<T>(what: string, sending: Promise<Sent<T>>) {
    setError(null);
    setSaved(null);
    const sent = await sending;
    if (!sent.ok) return setError(sent.error);
    setSaved(what);
    router.refresh();
  }

  const [reason, setReason] = useState('');

  /** In a Rochester Draft a pool that differs from the draft record needs a judge's reason (231, Appendix A 6). */
  function registerPool(override?: { reason: string }) {
    const { cards, error: unreadable } = poolCards(text);
    if (unreadable) return setError(unreadable);
    void send(
      'Pool registered.',
      apiSend('PUT', '/events/:id/players/:playerId/pool', {
        params,
        body: { cards, ...(override ? { override } : {}) },
      }),
    );
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-label="Pool" className="space-y-2">
        <h2 className="text-xl font-semibold">Pool</h2>
        <p className="text-sm text-slate-600">
          The cards opened or drafted, one line a card: count, name, set, number.
        </p>
        <DecklistEditor label="Pool" value={text} onChange={setText} problems={[]} rows={16} />
        <div className="flex gap-3">
          {drafted && drafted.length > 0 && (
            <button type="button" className={plain} onClick={() => setText(poolText(drafted))}>
              Use drafted cards
            </button>
          )}
          <button type="button" className={button} onClick={() => registerPool()}>
            Register pool
          </button>
        </div>
        {error?.code === 'POOL_DIFFERS_FROM_DRAFT' && (
          <div className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
            <label className="block">
              Judge&apos;s reason for registering a pool that differs from the drafted cards (kept in the audit trail)
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className="mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1"
              />
            </label>
            <button
              type="button"
              className={button}
              disabled={reason.trim() === ''}
              onClick={() => registerPool({ reason })}
            >
              Register pool with this reason
            </button>
          </div>
        )}
      </section>
      <section aria-label="Deck" className="space-y-2">
        <h2 className="text-xl font-semibold">Deck</h2>
        <p className="text-sm text-slate-600">40 cards from the pool, plus any basic Energy (231).</p>
        <DecklistEditor label="Decklist" value={list} onChange={setList} problems={beyondPool} rows={16} />
        {beyondPool.length > 0 && (
          <ul aria-label="Lines beyond the pool" className="space-y-1 text-sm text-red-700">
            {beyondPool.map((p) => (
              <li key={p.line}>
                Line {p.line}: {p.message}
              </li>
            ))}
          </ul>
        )}
        {pool === null && (
          <p className="text-sm text-slate-600">Register the pool first: the deck is checked against it.</p>
        )}
        <button
          type="button"
          className={button}
          disabled={pool === null}
          onClick={() =>
            void send(
              'Deck registered.',
              apiSend('PUT', '/events/:id/players/:playerId/deck', { params, body: { list } }),
            )
          }
        >
          Register deck
        </button>
      </section>
      <div className="md:col-span-2">
        <ErrorNote error={error} />
        {saved && (
          <p role="status" className="text-sm text-green-700">
            {saved}
          </p>
        )}
      </div>
    </div>
  );
}
