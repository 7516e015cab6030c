import { describe, expect, it } from 'vitest';
import { describeLoss, restoreLoss, snapshotsBeyond, type EventContents, type RestoreLoss } from './snapshots.ts';

const round = (n: number) => ({ id: `r${n}`, number: n });
const result = (id: string, version = 1) => ({ id, version });
const entry = (id: string, out = false) => ({ id, out });
const contents = (parts: Partial<EventContents>): EventContents => ({
  rounds: [],
  results: [],
  entries: [],
  penalties: [],
  ...parts,
});
const none: RestoreLoss = { rounds: [], results: 0, entries: 0, drops: 0, penalties: 0 };

describe('restoreLoss', () => {
  const snapshot = contents({
    rounds: [round(1), round(2), round(3)],
    results: [result('m1'), result('m2', 2)],
    entries: [entry('a'), entry('b'), entry('c', true)],
    penalties: ['p1'],
  });
  it.each<[string, Partial<EventContents>, Partial<RestoreLoss>]>([
    ['nothing changed', snapshot, {}],
    [
      'rounds paired since, in order',
      { ...snapshot, rounds: [round(5), ...snapshot.rounds, round(4)] },
      { rounds: [4, 5] },
    ],
    [
      'results entered since',
      { ...snapshot, results: [...snapshot.results, result('m3'), result('m4')] },
      { results: 2 },
    ],
    ['a result corrected since', { ...snapshot, results: [result('m1'), result('m2', 3)] }, { results: 1 }],
    [
      'a result the snapshot has but the event lost is not lost by restoring',
      { ...snapshot, results: [result('m1')] },
      {},
    ],
    ['a late registration', { ...snapshot, entries: [...snapshot.entries, entry('d')] }, { entries: 1 }],
    [
      'a drop since, a drop already there, and a late entry that dropped',
      { ...snapshot, entries: [entry('a', true), entry('b'), entry('c', true), entry('d', true)] },
      { entries: 1, drops: 1 },
    ],
    ['a penalty since', { ...snapshot, penalties: ['p1', 'p2'] }, { penalties: 1 }],
  ])('%s', (_, now, lost) => {
    expect(restoreLoss(contents(now), snapshot)).toEqual({ ...none, ...lost });
  });
});

describe('describeLoss', () => {
  it.each<[Partial<RestoreLoss>, string]>([
    [{}, 'nothing: the event is as it was when round 3 was published'],
    [{ rounds: [4, 5], results: 37 }, 'rounds 4–5 and 37 results entered after round 3 was published'],
    [{ rounds: [4] }, 'round 4 entered after round 3 was published'],
    [{ rounds: [4, 5, 7], results: 1 }, 'rounds 4–5, 7 and 1 result entered after round 3 was published'],
    [
      { results: 2, entries: 1, drops: 3, penalties: 1 },
      '2 results, 1 registration, 3 drops and 1 penalty entered after round 3 was published',
    ],
    [{ entries: 2, penalties: 2 }, '2 registrations and 2 penalties entered after round 3 was published'],
  ])('%j', (loss, text) => {
    expect(describeLoss({ ...none, ...loss }, 3)).toBe(text);
  });
});

describe('snapshotsBeyond', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 22, 10, minute));
  const taken = [
    { id: 'a', round: 1, takenAt: at(0) },
    { id: 'b', round: 2, takenAt: at(50) },
    { id: 'c', round: 3, takenAt: at(100) },
    { id: 'd', round: 4, takenAt: at(100) },
  ];
  it.each<[number, string[]]>([
    [10, []],
    [4, []],
    [3, ['a']],
    [1, ['c', 'b', 'a']],
    [0, ['d', 'c', 'b', 'a']],
  ])('keeping %i removes %j (the oldest; the same moment goes by round)', (kept, removed) => {
    expect(snapshotsBeyond([...taken].reverse(), kept)).toEqual(removed);
  });
});
