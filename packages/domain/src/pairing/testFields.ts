// 210: small fields built from score-group sizes, for the pairing tests.
import { seededRandom } from '../shared/random.ts';
import { buildField, type Field } from './scoreGroups.ts';
import type { PairingInput, PairingPlayer } from './types.ts';

/** Score groups of the given sizes, 3 points apart from the top down; players are g<group>p<n>. */
export function groupsInput(sizes: number[], extra: (id: string) => Partial<PairingPlayer> = () => ({})): PairingInput {
  const players = sizes.flatMap((size, g) =>
    Array.from({ length: size }, (_, i): PairingPlayer => {
      const id = `g${g}p${i}`;
      return { id, points: 3 * (sizes.length - 1 - g), opponents: [], hadBye: false, ...extra(id) };
    }),
  );
  return { round: sizes.length, players };
}

export const fieldOf = (input: PairingInput, seed = 1): Field => buildField(input, seededRandom(seed));
