import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from '../shared/random.ts';
import { parseTdf } from './parseTdf.ts';
import type { TdfCategory, TdfEvent, TdfMatch, TdfPlayer, TdfPod, TdfResult, TdfRound } from './types.ts';
import { writeTdf } from './writeTdf.ts';

const results: TdfResult[] = ['player1', 'player2', 'tie'];
/** Names as organizers type them: commas, quotes, ampersands, accents and markup characters included. */
const name = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ,.'"&<>-]{0,14}[A-Za-zÀ-ÿ]$/);

/** Rounds where every Active player is paired once (a bye for an odd one out), the last round possibly unfinished. */
function roundsFor(players: TdfPlayer[], count: number, seed: number): TdfRound[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const number = i + 1;
    const active = shuffle(
      players.filter((p) => p.droppedAfterRound === null || p.droppedAfterRound >= number),
      random,
    );
    const matches: TdfMatch[] = [];
    for (let t = 0; t + 1 < active.length; t += 2) {
      const open = number === count && random() < 0.3;
      matches.push({
        table: t / 2 + 1,
        players: [active[t]!.userid, active[t + 1]!.userid],
        result: open ? null : results[Math.floor(random() * 3)]!,
      });
    }
    if (active.length % 2 === 1) matches.push({ bye: active.at(-1)!.userid });
    return { number, stage: 'swiss' as const, matches };
  });
}

/** TOM's pods: all ages together (10), one division, each division apart, Juniors + Seniors (8) beside Masters, Seniors + Masters (9), a division left out. */
const layouts: TdfCategory[][] = [
  ['all'],
  ['masters'],
  ['juniors', 'seniors', 'masters'],
  ['juniors-seniors', 'masters'],
  ['juniors', 'seniors-masters'],
  ['juniors', 'masters'],
];

/** The finishers first, then those who dropped (dnf), placed within their pod. */
const podStandings = (pod: TdfPod, players: readonly TdfPlayer[]) => {
  const members = players.filter((p) => pod.players.includes(p.userid));
  const order = [
    ...members.filter((p) => p.droppedAfterRound === null),
    ...members.filter((p) => p.droppedAfterRound !== null),
  ];
  return order.map((p, i) => ({
    category: pod.category,
    userid: p.userid,
    place: i + 1,
    dnf: p.droppedAfterRound !== null,
  }));
};

const WRITTEN: TdfCategory[] = ['masters', 'seniors', 'juniors'];

const event = fc
  .record({
    name,
    sanctionId: fc.stringMatching(/^(\d{2}-\d{2}-\d{6})?$/),
    date: fc
      .date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    roundMinutes: fc.option(fc.integer({ min: 10, max: 90 })),
    finalsRoundMinutes: fc.option(fc.integer({ min: 10, max: 90 })),
    layout: fc.constantFrom(...layouts),
    seats: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
    people: fc.uniqueArray(
      fc.record({
        userid: fc.stringMatching(/^[1-9]\d{0,9}$/),
        firstName: name,
        lastName: name,
        birthYear: fc.option(fc.integer({ min: 1920, max: 2020 })),
      }),
      { minLength: 0, maxLength: 12, selector: (p) => p.userid },
    ),
    rounds: fc.integer({ min: 0, max: 5 }),
    drops: fc.array(fc.option(fc.integer({ min: 0, max: 5 })), { minLength: 12, maxLength: 12 }),
    seed: fc.integer(),
    finished: fc.boolean(),
  })
  .map(({ people, rounds, drops, seed, layout, seats, ...rest }): TdfEvent => {
    const players = people.map((p, i) => ({
      ...p,
      droppedAfterRound: drops[i] ?? null,
      seed: null,
      order: null,
      firstRound: 1,
    }));
    const pods = layout.map((category, p) => {
      const members = players.filter((_, i) => seats[i]! % layout.length === p);
      return {
        category,
        players: members.map((m) => m.userid),
        rounds: roundsFor(members, rounds, seed + p),
        thirdPlace: false,
      };
    });
    const standings = rest.finished ? pods.flatMap((pod) => podStandings(pod, players)) : [];
    // TOM writes division standings Masters first.
    const byDivision = standings.every((s) => WRITTEN.includes(s.category));
    if (byDivision) standings.sort((a, b) => WRITTEN.indexOf(a.category) - WRITTEN.indexOf(b.category));
    return {
      ...rest,
      gametype: 'TRADING_CARD_GAME',
      mode: 'CUSTOM',
      structure: 'swiss',
      players,
      pods,
      standings,
      finalsOptions: [],
      warnings: [],
    };
  });

describe('writeTdf → parseTdf', () => {
  it('reads back exactly the event it wrote', () => {
    fc.assert(
      fc.property(event, (tdf) => {
        const read = parseTdf(writeTdf(tdf));
        expect(read.ok && read.value).toEqual(tdf);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('writes well-formed XML whatever the names: control characters and lone surrogates are left out', () => {
    fc.assert(
      fc.property(event, fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (tdf, first, last) => {
        const named = {
          ...tdf,
          name: `${first}x`,
          players: tdf.players.map((p) => ({ ...p, firstName: first, lastName: last })),
        };
        expect(XMLValidator.validate(writeTdf(named))).toBe(true);
        expect(parseTdf(writeTdf(named)).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
