// 210: the DCI's recommended number of Swiss rounds for the attendance.
export interface RoundCount {
  rounds: number;
  reason: string;
}

/** [most players, rounds], smallest bracket first; larger fields play the last entry's rounds + 1. */
const BRACKETS: [number, number][] = [
  [2, 1],
  [4, 2],
  [8, 3],
  [16, 4],
  [32, 5],
  [64, 6],
  [128, 7],
  [212, 8],
  [384, 9],
  [672, 10],
  [1248, 11],
  [2272, 12],
];

export function recommendedRounds(players: number): RoundCount {
  if (players < 2) return { rounds: 0, reason: `${players} player${players === 1 ? '' : 's'}: no Swiss rounds` };
  let low = 2;
  for (const [most, rounds] of BRACKETS) {
    if (players <= most) {
      const range = low === most ? `${most}` : `${low}–${most}`;
      return { rounds, reason: `${range} players: ${rounds} Swiss round${rounds === 1 ? '' : 's'} recommended` };
    }
    low = most + 1;
  }
  return { rounds: 13, reason: '2273 or more players: 13 Swiss rounds recommended' };
}
