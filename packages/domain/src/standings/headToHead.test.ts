import { describe, expect, it } from 'vitest';
import { prepareEvent } from './entries.ts';
import { headToHead } from './headToHead.ts';
import { playpokemon } from './policies.ts';
import { buildRecords } from './records.ts';
import { drew, players, won } from './testEntries.ts';
import type { StandingsEntry } from './types.ts';

function recordsOf(entries: StandingsEntry[]) {
  const event = prepareEvent({
    players: players('Ash', 'Brock', 'Cilan'),
    entries,
    throughRound: 3,
    policy: playpokemon,
  });
  if (!event.ok) throw new Error(event.error.message);
  return buildRecords(event.value, playpokemon.matchPoints);
}

describe('headToHead', () => {
  it('puts the winner of the match between the two ahead', () => {
    const records = recordsOf([won(1, 'Brock', 'Ash'), won(2, 'Ash', 'Cilan')]);
    expect(headToHead(records, 1, 0)).toBeLessThan(0);
    expect(headToHead(records, 0, 1)).toBeGreaterThan(0);
  });

  it('nets out a rematch and leaves a tie or no meeting even', () => {
    expect(headToHead(recordsOf([won(1, 'Brock', 'Ash'), won(3, 'Ash', 'Brock')]), 0, 1)).toBe(0);
    expect(headToHead(recordsOf([drew(1, 'Ash', 'Brock')]), 0, 1)).toBe(0);
    expect(headToHead(recordsOf([won(1, 'Ash', 'Cilan')]), 0, 1)).toBe(0);
  });
});
