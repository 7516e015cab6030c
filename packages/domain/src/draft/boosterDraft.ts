// 235: Booster Draft pack passing — each pack passed the other way from the last, starting left.
import { fail, ok, type Result } from '../shared/error.ts';
import { packsOldestFirst, type Breakdown, type SetId } from './product.ts';
import { seatAfter, validatePod, type Direction } from './rochester.ts';

export type PassDirection = 'left' | 'right';

export const BOOSTER_DRAFT_PACKS = 5;

/**
 * Left, right, left, right, left. 235 gives five packs but no direction, so this follows the usual
 * booster-draft convention (first pack left, then alternating). Seats are numbered clockwise, so the
 * player on your left is the next seat clockwise.
 */
export const passDirection = (pack: number): PassDirection => (pack % 2 === 1 ? 'left' : 'right');

const downstream = (direction: PassDirection): Direction => (direction === 'left' ? 'clockwise' : 'counterclockwise');
const upstream = (direction: PassDirection): Direction => (direction === 'left' ? 'counterclockwise' : 'clockwise');

/** The seat a player passes to. */
export const passTo = (seat: number, direction: PassDirection, seats: number): number =>
  seatAfter(seat, 1, downstream(direction), seats);

/** Whose opened pack a seat drafts from at a given pick (1-based) of a pack round. */
export function packOrigin(seat: number, pack: number, pickNumber: number, seats: number): number {
  return seatAfter(seat, pickNumber - 1, upstream(passDirection(pack)), seats);
}

export interface PackRound {
  pack: number;
  direction: PassDirection;
  /** The set every player opens this round, oldest set first (as Appendix A 2 orders Rochester packs). */
  set: SetId | null;
  /** passTo[i] is the seat that seat i + 1 passes to. */
  passTo: number[];
}

export function boosterDraftSheet(seats: number, breakdown?: Breakdown): Result<PackRound[]> {
  const pod = validatePod(seats);
  if (!pod.ok) return pod;
  const sets = breakdown ? packsOldestFirst(breakdown) : null;
  if (sets && sets.length !== BOOSTER_DRAFT_PACKS) {
    return fail(
      'BREAKDOWN_INVALID',
      `A Booster Draft player opens five packs, not ${sets.length}.`,
      '235',
      'breakdown',
    );
  }
  return ok(
    Array.from({ length: BOOSTER_DRAFT_PACKS }, (_, i) => {
      const direction = passDirection(i + 1);
      const passes = Array.from({ length: seats }, (_, s) => passTo(s + 1, direction, seats));
      return { pack: i + 1, direction, set: sets?.[i] ?? null, passTo: passes };
    }),
  );
}
