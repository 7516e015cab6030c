import { describe, expect, it } from 'vitest';
import { tdfDivisions } from './tdfDivisions.ts';
import type { TdfCategory, TdfEvent, TdfPod, TdfRound } from './types.ts';

// 2003: born 1995 is a Junior (8), 1990 a Senior (13), 1980 a Master.
const born: Record<string, number> = { j: 1995, s: 1990, m: 1980, n: 1981 };
const players = Object.entries(born).map(([userid, birthYear]) => ({ userid, firstName: 'A', lastName: 'B', birthYear, droppedAfterRound: null }));
const swiss = (number: number): TdfRound => ({ number, stage: 'swiss', matches: [] });
const cut = (number: number): TdfRound => ({ number, stage: 'elimination', matches: [] });
const pod = (category: TdfCategory, ids: string[], rounds: TdfRound[] = [swiss(1)]): TdfPod => ({ category, players: ids, rounds });
const event = (pods: TdfPod[]): TdfEvent => ({ name: 'Cup', sanctionId: '', date: '2003-03-15', roundMinutes: null, finalsRoundMinutes: null, finished: false, players, pods, standings: [] });

describe('tdfDivisions', () => {
  it.each([
    ['no pod: all ages together', [], [['juniors', 'seniors', 'masters']], {}, []],
    ['one all-ages pod: divisions from the years of birth', [pod('combined', ['j', 's', 'm'])], [['juniors', 'seniors', 'masters']], {}, [null]],
    ['one Masters pod: everyone a Master', [pod('masters', ['j', 'm'])], [['juniors', 'seniors', 'masters']], { j: 'masters', s: 'masters', m: 'masters', n: 'masters' }, [null]],
    ['three pods apart, each its own cut', [pod('juniors', ['j']), pod('seniors', ['s']), pod('masters', ['m', 'n'])], [['juniors'], ['seniors'], ['masters']], { j: 'juniors', s: 'seniors', m: 'masters', n: 'masters' }, ['juniors', 'seniors', 'masters']],
    ['Juniors+Seniors (category 8) beside Masters', [pod('combined', ['j', 's']), pod('masters', ['m', 'n'])], [['juniors', 'seniors'], ['masters']], { m: 'masters', n: 'masters' }, [null, 'masters']],
    ['a division without a pod is paired alone', [pod('juniors', ['j']), pod('masters', ['m'])], [['juniors'], ['masters'], ['seniors']], { j: 'juniors', m: 'masters' }, ['juniors', 'masters']],
  ])('%s', (_name, pods, groups, divisions, cuts) => {
    const read = tdfDivisions(event(pods));
    expect(read.ok && { ...read.value, divisions: Object.fromEntries(read.value.divisions) }).toEqual({ groups, divisions, cuts, groupRounds: null });
  });

  it.each([
    ['pods of the same length: the event’s rounds', [pod('juniors', ['j'], [swiss(1), swiss(2)]), pod('masters', ['m'], [swiss(1), swiss(2)])], null],
    ['Juniors played fewer, then their cut: their own count', [pod('juniors', ['j'], [swiss(1), cut(2)]), pod('masters', ['m'], [swiss(1), swiss(2), swiss(3)])], [1, null, null]],
    ['Juniors+Seniors (category 8) played the chart’s 1 round for 2 players', [pod('combined', ['j', 's']), pod('masters', ['m', 'n'], [swiss(1), swiss(2)])], [1, null]],
    ['finished: Masters played fewer than Seniors', [pod('seniors', ['s'], [swiss(1), swiss(2), swiss(3)]), pod('masters', ['m'], [swiss(1), swiss(2)]), pod('juniors', ['j'], [swiss(1)])], [null, 2, 1], true],
    ['running: a pod of one played the chart’s 0 rounds', [pod('juniors', ['j'], []), pod('masters', ['m', 'n'], [swiss(1)])], [0, null, null]],
  ])('each pod’s Swiss rounds: %s', (_name, pods, groupRounds, finished = false) => {
    expect(tdfDivisions({ ...event(pods), finished })).toMatchObject({ ok: true, value: { groupRounds } });
  });

  it.each([
    ['running, Juniors behind with no cut', [pod('juniors', ['j', 's', 'm'], [swiss(1)]), pod('masters', ['n'], [swiss(1), swiss(2)])], 'tournament/pods/pod[1]', /^In tournament\/pods\/pod\[1\]: Juniors played 1 Swiss round\(s\) while another pod played 2, and the DCI chart gives its 3 players 2/],
    ['running, Juniors+Seniors behind the chart', [pod('combined', ['j', 's'], []), pod('masters', ['m', 'n'], [swiss(1), swiss(2)])], 'tournament/pods/pod[1]', /Juniors \+ Seniors played 0 Swiss round\(s\) while another pod played 2, and the DCI chart gives its 2 players 1 \(210\)\. .*pair Juniors \+ Seniors up to round 2 in TOM first/],
  ])('refuses a running file where %s', (_name, pods, field, message) => {
    expect(tdfDivisions(event(pods))).toMatchObject({ ok: false, error: { code: 'TDF_INVALID', field, message: expect.stringMatching(message) } });
  });

  it.each([
    ['a division in two pods', [pod('masters', ['m']), pod('masters', ['n'])], 'tournament/pods/pod[1]', /Masters has two pods/],
    ['two pods of divisions together', [pod('combined', ['j']), pod('combined', ['s'])], 'tournament/pods/pod[2]', /a second pod of divisions paired together/],
    ['an all-ages pod with no division left', [pod('juniors', ['j']), pod('seniors', ['s']), pod('masters', ['m']), pod('combined', ['n'])], 'tournament/pods/pod[4]', /every division has its own pod/],
    ['a top cut of divisions paired together beside others', [pod('combined', ['j', 's'], [swiss(1), cut(2)]), pod('masters', ['m', 'n'])], 'tournament/pods/pod[1]/rounds/round[2]', /cuts each division apart/],
    ['a Master by year of birth in the Juniors+Seniors pod', [pod('combined', ['j', 'm']), pod('masters', ['n'])], 'tournament/pods/pod[1]', /player m is Masters by year of birth/],
  ])('refuses %s, naming the pod', (_name, pods, field, message) => {
    const read = tdfDivisions(event(pods));
    expect(read).toMatchObject({ ok: false, error: { code: 'TDF_INVALID', field, message: expect.stringMatching(message) } });
  });
});
