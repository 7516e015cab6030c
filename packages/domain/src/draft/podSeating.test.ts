import { describe, expect, it } from 'vitest';
import { podsChange, seatablePlayers, type PodsChangeFacts, type SeatablePlayer } from './podSeating.ts';

const player = (playerId: string, changes: Partial<SeatablePlayer> = {}): SeatablePlayer => ({
  playerId,
  droppedAfterRound: null,
  disqualified: false,
  lateEntryRound: 1,
  ...changes,
});

describe('pod seating (Appendix A 1)', () => {
  it.each<[string, SeatablePlayer[], string[]]>([
    ['everyone registered, in order', [player('a'), player('b')], ['a', 'b']],
    ['not a player who left before round 1', [player('a', { droppedAfterRound: 0 }), player('b')], ['b']],
    ['not a disqualified player', [player('a', { disqualified: true }), player('b')], ['b']],
    ['not a late entry from round 2', [player('a', { lateEntryRound: 2 }), player('b')], ['b']],
  ])('seats %s', (_, players, seated) => {
    expect(seatablePlayers(players)).toEqual(seated);
  });

  it.each<[string, PodsChangeFacts, string | null]>([
    ['before round 1 and any draft', { roundsPaired: 0, cutMade: false, draftsStarted: 0 }, null],
    [
      'once round 1 is paired',
      { roundsPaired: 1, cutMade: false, draftsStarted: 0 },
      'Round 1 is paired: the pods can no longer be changed.',
    ],
    [
      'once the cut is made',
      { roundsPaired: 0, cutMade: true, draftsStarted: 0 },
      'Round 1 is paired: the pods can no longer be changed.',
    ],
    [
      'once a pod started its draft',
      { roundsPaired: 0, cutMade: false, draftsStarted: 1 },
      'A pod has started its draft: the pods can no longer be changed.',
    ],
  ])('reseats %s', (_, facts, message) => {
    const result = podsChange(facts);
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: { code: 'PODS_LOCKED', section: 'Appendix A 1', message } });
  });
});
