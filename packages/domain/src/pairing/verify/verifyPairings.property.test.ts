import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../shared/random.ts';
import { simulateEvent } from '../simulate.ts';
import { pairRound } from '../swiss.ts';
import type { PairingPlayer } from '../types.ts';
import { verifyPairings } from './verifyPairings.ts';

const met = (a: PairingPlayer, b: PairingPlayer) => a.opponents.includes(b.id);

/** The fewest rematches of any pairing of `players` (one sits out when odd), by trying them all. */
function fewestRematches(players: PairingPlayer[]): number {
  if (players.length < 2) return 0;
  const [first, ...rest] = players;
  const options = rest.map((q, i) => (met(first!, q) ? 1 : 0) + fewestRematches(rest.filter((_, j) => j !== i)));
  if (players.length % 2 === 1) options.push(fewestRematches(rest));
  return Math.min(...options);
}

/** Up to 8 players with a random history of meetings, paired at random. */
const rounds = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 }),
      fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
    )
    .map(([bits, order]) => {
      const players: PairingPlayer[] = [...Array(n).keys()].map((i) => ({
        id: `p${i}`,
        points: 0,
        opponents: [],
        hadBye: false,
      }));
      let k = 0;
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (!bits[k++]) continue;
          players[u]!.opponents.push(`p${v}`);
          players[v]!.opponents.push(`p${u}`);
        }
      }
      const tables = [...Array(Math.floor(n / 2)).keys()].map((i) => ({
        table: i + 1,
        players: [`p${order[2 * i]}`, `p${order[2 * i + 1]}`] as const,
      }));
      return { players, tables, byes: n % 2 === 1 ? [`p${order[n - 1]}`] : [] };
    }),
);

describe('verifyPairings, properties', () => {
  it('finds an avoidable rematch exactly when an exhaustive search finds a pairing with fewer', () => {
    fc.assert(
      fc.property(rounds, ({ players, tables, byes }) => {
        const byId = new Map(players.map((p) => [p.id, p]));
        const rematches = tables.filter(({ players: [a, b] }) => met(byId.get(a)!, byId.get(b)!)).length;
        const flagged = verifyPairings({ round: 2, players, inactive: new Set(), tables, byes }).some(
          (p) => p.kind === 'AVOIDABLE_REMATCH',
        );
        expect(flagged).toBe(rematches > fewestRematches(players));
      }),
      { numRuns: 300 },
    );
  });

  it('passes every round the Swiss pairing makes in simulated events', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = seededRandom(seed);
      const options = {
        players: 3 + Math.floor(random() * 30),
        rounds: 3 + Math.floor(random() * 5),
        seed,
        dropRate: 0.05,
        avoidPairs: 2,
      };
      simulateEvent(options, (input, round) => {
        const result = pairRound(input, seededRandom(seed * 1000 + round));
        const tables = result.pairings.map((p) => ({ table: p.table, players: p.players }));
        const byes = result.bye ? [result.bye.playerId] : [];
        expect(verifyPairings({ ...input, inactive: new Set(), tables, byes }), `seed ${seed}, round ${round}`).toEqual(
          [],
        );
        return result;
      });
    }
  });
});
