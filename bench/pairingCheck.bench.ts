import { pairRound, verifyPairings, type PairingsToCheck } from '@tcg/domain/pairing';
import { seededRandom } from '@tcg/domain/shared';
import { fmt, measure, type Bench, type BenchRow } from './measure.ts';
import { simulateEvent } from './simulateEvent.ts';

/** Round 9's pairing as the check sees it, and the same round with one player moved onto an earlier opponent's table. */
function rounds(size: number): { sound: PairingsToCheck; rematch: PairingsToCheck } {
  const players = simulateEvent(size, 9, size).rounds[8]!;
  const { pairings, bye } = pairRound({ round: 9, players }, seededRandom(9));
  const sound: PairingsToCheck = {
    round: 9,
    players,
    inactive: new Set(),
    tables: pairings,
    byes: bye ? [bye.playerId] : [],
  };
  const [a, b] = pairings[0]!.players;
  const earlier = players.find((p) => p.id === a)!.opponents[0]!;
  const moved = pairings.map((t) => ({
    table: t.table,
    players: t.players.map((id) => (id === b ? earlier : id === earlier ? b : id)) as [string, string],
  }));
  return { sound, rematch: { ...sound, tables: moved, byes: sound.byes.map((id) => (id === earlier ? b : id)) } };
}

// The pairings check run before a round is published (issue 16): a sound round, and one with an avoidable rematch.
export const pairingCheckBench: Bench = {
  name: 'pairingCheck',
  async run() {
    const rows: BenchRow[] = [];
    for (const size of [512, 4096]) {
      const { sound, rematch } = rounds(size);
      for (const [what, facts] of [
        ['sound round', sound],
        ['one avoidable rematch', rematch],
      ] as const) {
        let problems = 0;
        const timing = await measure(() => (problems = verifyPairings(facts).length), size >= 4096 ? 5 : 11);
        rows.push({
          benchmark: `verifyPairings, round 9 of 9, ${what}`,
          size: `${size} players`,
          result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms; ${problems} problem(s)`,
          target: '< 500 ms (runs once per publish)',
        });
      }
    }
    return rows;
  },
};
