import { describe, expect, it } from 'vitest';
import { tdfReport, tdfResultOf, tdfSettings } from './tdfEvent.ts';
import { swissRound as swiss, tdfEvent, tdfPlayer } from './testEvents.ts';
import type { TdfRound } from './types.ts';

const players = (n: number, drops: Record<number, number> = {}) =>
  Array.from({ length: n }, (_, i) => tdfPlayer(String(i + 1), { droppedAfterRound: drops[i] ?? null }));
const base = tdfEvent({ players: players(8) });
const pod = (rounds: TdfRound[]) => ({ pods: [{ category: 'all' as const, players: [], rounds, thirdPlace: false }] });

describe('tdfSettings', () => {
  it.each([
    ['registration only: rounds chosen at round 1', base, null],
    ['running: the chart’s rounds for 8 players', { ...base, ...pod([swiss(1)]) }, 3],
    ['running past the chart: the rounds TOM paired', { ...base, ...pod([1, 2, 3, 4].map(swiss)) }, 4],
    ['players dropped before round 1 do not count', { ...base, players: players(9, { 8: 0 }), ...pod([swiss(1)]) }, 3],
    ['finished: exactly the rounds played', { ...base, finished: true, ...pod([1, 2].map(swiss)) }, 2],
    [
      'two pods: the Swiss rounds they both play, over once a pod’s cut started',
      {
        ...base,
        pods: [
          pod([swiss(1), swiss(2)]).pods[0]!,
          {
            category: 'masters' as const,
            players: [],
            rounds: [swiss(1), swiss(2), { number: 3, stage: 'elimination' as const, matches: [] }],
            thirdPlace: false,
          },
        ],
      },
      2,
    ],
    [
      'pods of different lengths: the longest pod’s rounds, still running',
      {
        ...base,
        pods: [
          {
            category: 'juniors' as const,
            players: [],
            rounds: [swiss(1), swiss(2), { number: 3, stage: 'elimination' as const, matches: [] }],
            thirdPlace: false,
          },
          pod([1, 2, 3, 4].map(swiss)).pods[0]!,
        ],
      },
      4,
    ],
    [
      'pods of different lengths: over once the longest pod’s cut started',
      {
        ...base,
        pods: [
          pod([swiss(1)]).pods[0]!,
          {
            category: 'masters' as const,
            players: [],
            rounds: [swiss(1), swiss(2), { number: 3, stage: 'elimination' as const, matches: [] }],
            thirdPlace: false,
          },
        ],
      },
      2,
    ],
    [
      'top cut started: the Swiss rounds are over',
      { ...base, ...pod([swiss(1), { number: 2, stage: 'elimination' as const, matches: [] }]) },
      1,
    ],
  ])('%s', (_name, tdf, rounds) => {
    expect(tdfSettings(tdf)).toMatchObject({
      name: 'Cup',
      format: 'modified',
      date: '2003-03-15',
      bestOf: 1,
      roundMinutes: 50,
      rounds,
      scoring: { policy: 'playpokemon' },
    });
  });

  it('an untimed file keeps the default round time', () => {
    expect(tdfSettings({ ...base, roundMinutes: null })).not.toHaveProperty('roundMinutes');
  });
});

describe('tdfReport and tdfResultOf', () => {
  it.each([
    ['player1', { games: [{ winner: 'a' }] }, { winner: 'a' }],
    ['player2', { games: [{ winner: 'b' }] }, { winner: 'b' }],
    ['tie', { games: [{ draw: true }] }, { winner: null }],
  ] as const)('outcome %s is one game, and reads back from the stored outcome', (result, report, outcome) => {
    expect(tdfReport(result, ['a', 'b'])).toEqual(report);
    expect(tdfResultOf(outcome, 'a')).toBe(result);
  });

  it('an unreported match is outcome 0', () => {
    expect(tdfResultOf(null, 'a')).toBeNull();
  });
});
