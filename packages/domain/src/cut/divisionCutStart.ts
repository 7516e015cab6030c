// 217 with Play! Pokémon's age divisions: a division's top cut starts once its own group's Swiss rounds are over, while
// other groups may still play theirs; the event is over when every group's Swiss rounds and every cut made are.
import { swissFinished } from '../event/swissFinished.ts';
import { ok, type Result } from '../shared/error.ts';

export interface DivisionCutStartFacts {
  /** The Swiss rounds of the division's group (for one cut of the whole event: of its longest group); null while not fixed. */
  planned: number | null;
  /** The last round whose every result is in (0 before any). */
  complete: number;
}

/** The Swiss round the cut follows (its group's last), once every result of it is in; SWISS_NOT_FINISHED before. */
export function divisionCutStart({ planned, complete }: DivisionCutStartFacts): Result<number> {
  const over = swissFinished({ planned, complete }, 'topCut');
  return over.ok ? ok(planned!) : over;
}

/** A new cut's first round number: after every group's Swiss rounds and every round already paired (each number is one round of the event). */
export const firstCutRound = (swissRounds: number, taken: readonly number[]): number =>
  Math.max(swissRounds, ...taken) + 1;

/** Every group's Swiss rounds are over and every top cut made is finished (a division without a cut ends with its Swiss rounds). */
export const eventOver = (swissOver: boolean, cutsFinished: readonly boolean[]): boolean =>
  swissOver && cutsFinished.every(Boolean);
