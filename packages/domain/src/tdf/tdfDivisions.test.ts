import { describe, expect, it } from 'vitest';
import { tdfDivisions } from './tdfDivisions.ts';
import { cutRound as cut, swissRound as swiss, tdfEvent, tdfPlayer } from './testEvents.ts';
import type { TdfCategory, TdfEvent, TdfPod, TdfRound } from './types.ts';

// 2003: born 1995 is a Junior (8), 1990 a Senior (13), 1980 a Master.
const born: Record<string, number> = { j: 1995, s: 1990, m: 1980, n: 1981 };
const players = Object.entries(born).map(([userid, birthYear]) => tdfPlayer(userid, { birthYear }));
const pod = (category: TdfCategory, ids: string[], rounds: TdfRound[] = [swiss(1)]): TdfPod => ({
  category,
  players: ids,
  rounds,
  thirdPlace: false,
});
const event = (pods: TdfPod[]): TdfEvent => tdfEvent({ roundMinutes: null, finalsRoundMinutes: null, players, pods });

describe('tdfDivisions', () => {
  it.each([
    ['no pod: all ages together', [], [['juniors', 'seniors', 'masters']], {}, []],
    [
      'one all-ages pod (10): divisions from the years of birth',
      [pod('all', ['j', 's', 'm'])],
      [['juniors', 'seniors', 'masters']],
      { j: 'juniors', s: 'seniors', m: 'masters' },
      [null],
    ],
    [
      'one Masters pod: its players Masters, the others alone',
      [pod('masters', ['j', 'm'])],
      [['masters'], ['juniors'], ['seniors']],
      { j: 'masters', m: 'masters' },
      [null],
    ],
    [
      'three pods apart, each its own cut',
      [
        pod('juniors', ['j'], [swiss(1), cut(2)]),
        pod('seniors', ['s'], [swiss(1), cut(2)]),
        pod('masters', ['m', 'n'], [swiss(1), cut(2)]),
      ],
      [['juniors'], ['seniors'], ['masters']],
      { j: 'juniors', s: 'seniors', m: 'masters', n: 'masters' },
      ['juniors', 'seniors', 'masters'],
    ],
    [
      'Juniors + Seniors (8) beside Masters',
      [pod('juniors-seniors', ['j', 's']), pod('masters', ['m', 'n'])],
      [['juniors', 'seniors'], ['masters']],
      { j: 'juniors', s: 'seniors', m: 'masters', n: 'masters' },
      [null, null],
    ],
    [
      'a Master by year of birth in a Juniors + Seniors pod is a Senior',
      [pod('juniors-seniors', ['j', 'm']), pod('masters', ['n'])],
      [['juniors', 'seniors'], ['masters']],
      { j: 'juniors', m: 'seniors', n: 'masters' },
      [null, null],
    ],
    [
      'a division without a pod is paired alone',
      [pod('juniors', ['j']), pod('masters', ['m'])],
      [['juniors'], ['masters'], ['seniors']],
      { j: 'juniors', m: 'masters' },
      [null, null],
    ],
    [
      'the Seniors cut inside a Juniors + Seniors pod',
      [pod('juniors-seniors', ['j', 's'], [swiss(1), cut(2)]), pod('masters', ['m', 'n'])],
      [['juniors', 'seniors'], ['masters']],
      { j: 'juniors', s: 'seniors', m: 'masters', n: 'masters' },
      ['seniors', null],
    ],
  ])('%s', (_name, pods, groups, divisions, cuts) => {
    const tdf = event(pods);
    const options = _name.includes('Seniors cut')
      ? [{ division: 'seniors' as const, options: [0, 4], cut: 4, playerCount: 1, thirdPlace: false }]
      : [];
    const read = tdfDivisions({ ...tdf, finalsOptions: options });
    expect(read.ok && { ...read.value, divisions: Object.fromEntries(read.value.divisions) }).toEqual({
      groups,
      divisions,
      cuts,
      groupRounds: null,
    });
  });

  it.each([
    [
      'pods of the same length: the event’s rounds',
      [pod('juniors', ['j'], [swiss(1), swiss(2)]), pod('masters', ['m'], [swiss(1), swiss(2)])],
      null,
    ],
    [
      'Juniors played fewer, then their cut: their own count',
      [pod('juniors', ['j'], [swiss(1), cut(2)]), pod('masters', ['m'], [swiss(1), swiss(2), swiss(3)])],
      [1, null, null],
    ],
    [
      'Juniors+Seniors (category 8) played the chart’s 1 round for 2 players',
      [pod('juniors-seniors', ['j', 's']), pod('masters', ['m', 'n'], [swiss(1), swiss(2)])],
      [1, null],
    ],
    [
      'finished: Masters played fewer than Seniors',
      [
        pod('seniors', ['s'], [swiss(1), swiss(2), swiss(3)]),
        pod('masters', ['m'], [swiss(1), swiss(2)]),
        pod('juniors', ['j'], [swiss(1)]),
      ],
      [null, 2, 1],
      true,
    ],
    [
      'running: a pod of one played the chart’s 0 rounds',
      [pod('juniors', ['j'], []), pod('masters', ['m', 'n'], [swiss(1)])],
      [0, null, null],
    ],
  ])('each pod’s Swiss rounds: %s', (_name, pods, groupRounds, finished = false) => {
    expect(tdfDivisions({ ...event(pods), finished })).toMatchObject({ ok: true, value: { groupRounds } });
  });

  it.each([
    [
      'running, Juniors behind with no cut',
      [pod('juniors', ['j', 's', 'm'], [swiss(1)]), pod('masters', ['n'], [swiss(1), swiss(2)])],
      'tournament/pods/pod[1]',
      /^In tournament\/pods\/pod\[1\]: Juniors played 1 Swiss round\(s\) while another pod played 2, and the DCI chart gives its 3 players 2/,
    ],
    [
      'running, Juniors+Seniors behind the chart',
      [pod('juniors-seniors', ['j', 's'], []), pod('masters', ['m', 'n'], [swiss(1), swiss(2)])],
      'tournament/pods/pod[1]',
      /Juniors \+ Seniors played 0 Swiss round\(s\) while another pod played 2, and the DCI chart gives its 2 players 1 \(210\)\. .*pair Juniors \+ Seniors up to round 2 in TOM first/,
    ],
  ])('refuses a running file where %s', (_name, pods, field, message) => {
    expect(tdfDivisions(event(pods))).toMatchObject({
      ok: false,
      error: { code: 'TDF_INVALID', field, message: expect.stringMatching(message) },
    });
  });

  it('refuses a division paired in two pods, naming the pod', () => {
    expect(tdfDivisions(event([pod('masters', ['m']), pod('seniors-masters', ['n'])]))).toMatchObject({
      ok: false,
      error: {
        code: 'TDF_INVALID',
        field: 'tournament/pods/pod[2]',
        message: expect.stringMatching(/Masters is paired in two pods/),
      },
    });
  });
});
