import { describe, expect, it } from 'vitest';
import { prepareEvent } from './entries.ts';
import { dci2003 } from './policies.ts';
import { bye, players, won } from './testEntries.ts';
import type { StandingsEntry, StandingsPlayer } from './types.ts';

const roster: StandingsPlayer[] = [
  ...players('Ash', 'Brock', 'Cilan'),
  { id: 'Dawn', name: 'Dawn', droppedAfterRound: 1 },
];
const prepare = (entries: StandingsEntry[], throughRound = 3, list = roster) =>
  prepareEvent({ players: list, entries, throughRound, policy: dci2003 });

describe('standings input', () => {
  it('indexes the entries by round, up to the last round with entries before the standings round', () => {
    const event = prepare(
      [won(1, 'Brock', 'Ash', [2, 1], 1), bye(1, 'Cilan'), won(3, 'Cilan', 'Ash'), bye(2, 'Ash')],
      2,
    );
    expect(event.ok && event.value.rounds).toEqual([
      [
        { kind: 'match', a: 1, b: 0, resultA: 1, pointsA: 3, pointsB: 0, gameWinsA: 2, gameWinsB: 1, gamesDrawn: 1 },
        { kind: 'bye', player: 2 },
      ],
      [{ kind: 'bye', player: 0 }],
    ]);
    const later = prepare([bye(1, 'Ash'), bye(3, 'Ash')], 1000);
    expect(later.ok && [later.value.throughRound, later.value.rounds.length]).toEqual([1000, 3]);
  });

  it.each([
    ['an unknown player', [won(1, 'Ash', 'Misty')], 'UNKNOWN_PLAYER', 'entries.0'],
    ['a match against oneself', [won(1, 'Ash', 'Ash')], 'SELF_MATCH', 'entries.0'],
    ['two results in one round', [won(2, 'Ash', 'Brock'), bye(2, 'Brock')], 'PLAYED_TWICE_IN_ROUND', 'entries'],
    ['a result after a drop', [won(1, 'Ash', 'Dawn'), won(2, 'Dawn', 'Brock')], 'ENTRY_AFTER_DROP', 'entries.1'],
    ['a round 0', [bye(0, 'Ash')], 'INVALID_ROUND', 'entries.0'],
    ['a fractional round', [bye(1.5, 'Ash')], 'INVALID_ROUND', 'entries.0'],
  ])('refuses %s', (_, entries, code, field) => {
    expect(prepare(entries)).toMatchObject({ ok: false, error: { code, field } });
  });

  it('checks entries of later rounds too', () => {
    expect(prepare([won(4, 'Ash', 'Misty')], 1)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_PLAYER' } });
  });

  it('refuses a winner who did not play the match', () => {
    const entry = won(1, 'Ash', 'Brock');
    if (entry.kind !== 'match') throw new Error('fixture');
    const wrong = { ...entry, outcome: { ...entry.outcome, winner: 'Cilan' } };
    expect(prepare([wrong])).toMatchObject({ ok: false, error: { code: 'WINNER_NOT_IN_MATCH' } });
  });

  it('refuses a player listed twice and a negative standings round', () => {
    expect(prepare([], 1, [...roster, ...players('Ash')])).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_PLAYER', field: 'players.4' },
    });
    expect(prepare([], -1)).toMatchObject({ ok: false, error: { code: 'INVALID_ROUND', field: 'throughRound' } });
  });
});
