// The TOM files in test/fixtures/tdf, written in TOM's format, read by the domain's parser.
import { parseTdf, writeTdf } from '@tcg/domain/tdf';
import { describe, expect, it } from 'vitest';
import { readTdf, tdfFixture } from './fixtures/tdfFiles.ts';

const read = (name: string) => readTdf(tdfFixture(name));

describe('TOM files', () => {
  it('registration only: players, accents and commas intact, no rounds', () => {
    const event = read('registration-only.tdf');
    expect(event).toMatchObject({
      name: 'Cerulean League Cup',
      sanctionId: '03-03-000101',
      date: '2003-03-15',
      roundMinutes: 50,
      finalsRoundMinutes: 75,
      finished: false,
      pods: [{ category: 'all', rounds: [] }],
      standings: [],
    });
    expect(event.players.map((p) => `${p.userid} ${p.firstName} ${p.lastName}`)).toEqual([
      '2001 Misty Waterflower',
      '2002 Brock Harrison',
      '2003 José Núñez, Jr.',
      "2004 Gary O'Oak",
    ]);
  });

  it('in progress: a drop before round 1, a tie, a bye and a match not reported yet', () => {
    const event = read('in-progress.tdf');
    expect(event.players.find((p) => p.userid === '106')).toMatchObject({ droppedAfterRound: 0 });
    expect(event.pods[0]!.rounds.map((r) => r.matches)).toEqual([
      [
        { table: 1, players: ['101', '102'], result: 'player1' },
        { table: 2, players: ['103', '104'], result: 'tie' },
        { bye: '105' },
      ],
      [
        { table: 1, players: ['101', '103'], result: 'player1' },
        { table: 2, players: ['105', '104'], result: null },
        { bye: '102' },
      ],
    ]);
  });

  it('finalized: Swiss, a top cut of 4 and the final standings', () => {
    const event = read('finalized.tdf');
    expect(event.finished).toBe(true);
    expect(event.pods[0]!.rounds.map((r) => `${r.number} ${r.stage} ${r.matches.length}`)).toEqual([
      '1 swiss 5',
      '2 swiss 4',
      '3 swiss 4',
      '4 elimination 2',
      '5 elimination 1',
    ]);
    expect(event.standings[0]).toEqual({ category: 'all', userid: '303', place: 1, dnf: false });
    expect(event.standings.at(-1)).toEqual({ category: 'all', userid: '309', place: 9, dnf: true });
  });

  it('divisions apart: a pod per division, each with its Swiss rounds, its final and its standings', () => {
    const event = read('divisions-apart.tdf');
    expect(
      event.pods.map(
        (pod) =>
          `${pod.category} ${pod.players.length}: ${pod.rounds.map((r) => `${r.stage} ${r.matches.length}`).join(', ')}`,
      ),
    ).toEqual([
      'juniors 4: swiss 2, swiss 2, elimination 1',
      'seniors 4: swiss 2, swiss 2, elimination 1',
      'masters 5: swiss 3, swiss 2, elimination 1',
    ]);
    expect(
      event.standings
        .filter((s) => s.category === 'masters')
        .map((s) => `${s.place} ${s.userid}${s.dnf ? ' dnf' : ''}`),
    ).toEqual(['1 605', '2 601', '3 603', '4 604', '5 602 dnf']);
  });

  it('Juniors and Seniors together (category 8) beside Masters; two pods running mid-Swiss', () => {
    expect(read('juniors-seniors-with-masters.tdf').pods.map((pod) => [pod.category, pod.players])).toEqual([
      ['juniors-seniors', ['401', '402', '501', '502']],
      ['masters', ['601', '602', '603', '604']],
    ]);
    const running = read('two-pods-running.tdf');
    expect(
      running.pods.map((pod) => pod.rounds.at(-1)!.matches.filter((m) => 'result' in m && m.result === null).length),
    ).toEqual([1, 1]);
  });

  it.each([
    'registration-only.tdf',
    'in-progress.tdf',
    'finalized.tdf',
    'divisions-apart.tdf',
    'juniors-seniors-with-masters.tdf',
    'two-pods-running.tdf',
  ])('%s reads back the same after writing', (name) => {
    const event = read(name);
    const again = parseTdf(writeTdf(event));
    // The writer writes real TOM's layout: no warnings left, division standings Masters first.
    expect(again.ok && { ...again.value, standings: new Set(again.value.standings) }).toEqual({
      ...event,
      warnings: [],
      standings: new Set(event.standings),
    });
  });
});
