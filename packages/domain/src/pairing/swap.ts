// 210: a judge swaps two players of a draft round, with a reason; nobody gets a second bye by a swap.
import { podsStayPods } from '../draft/podsStayPods.ts';
import { canChangeDraft } from '../event/roundControl.ts';
import { fail, ok, type Result } from '../shared/error.ts';

export interface SwapFacts {
  round: number;
  published: boolean;
  reason: string;
  /** The round's matches; a bye has no player B. */
  matches: readonly { id: string; playerA: string; playerB: string | null }[];
  /** Players who had a bye in an earlier round. */
  earlierByes: ReadonlySet<string>;
  /** The pods' seats when the players sit in pods (Appendix A 1), with the players' names for the refusal. */
  pods?: { seats: readonly (readonly string[])[]; names: ReadonlyMap<string, string> };
}

export interface SwapSeat {
  matchId: string;
  seat: 'A' | 'B';
}

export interface Swap {
  reason: string;
  seats: [SwapSeat, SwapSeat];
}

function seatOf(facts: SwapFacts, player: string): Result<SwapSeat & { bye: boolean }> {
  const match = facts.matches.find((m) => m.playerA === player || m.playerB === player);
  if (!match)
    return fail('PLAYER_NOT_IN_ROUND', `Player ${player} is not paired in round ${facts.round}.`, undefined, 'players');
  return ok({ matchId: match.id, seat: match.playerA === player ? 'A' : 'B', bye: match.playerB === null });
}

/** Where each of the two players sits, once the swap is allowed. */
export function checkSwap(facts: SwapFacts, [x, y]: readonly [string, string]): Result<Swap> {
  const draft = canChangeDraft({ number: facts.round, published: facts.published });
  if (!draft.ok) return draft;
  const reason = facts.reason.trim();
  if (reason.length === 0) return fail('REASON_REQUIRED', 'A swap needs a reason.', undefined, 'reason');
  const sx = seatOf(facts, x);
  if (!sx.ok) return sx;
  const sy = seatOf(facts, y);
  if (!sy.ok) return sy;
  if (sx.value.matchId === sy.value.matchId)
    return fail('SAME_MATCH', 'These two players already play each other.', undefined, 'players');
  const newBye = sx.value.bye ? y : sy.value.bye ? x : null;
  if (newBye !== null && facts.earlierByes.has(newBye)) {
    return fail(
      'SECOND_BYE',
      `Player ${newBye} already had a bye; nobody gets a second one by a swap.`,
      '210',
      'players',
    );
  }
  if (facts.pods) {
    const swapped = (id: string | null) => (id === x ? y : id === y ? x : id);
    const pairs = facts.matches
      .filter((m) => m.id === sx.value.matchId || m.id === sy.value.matchId)
      .map((m) => [swapped(m.playerA)!, swapped(m.playerB)] as const);
    const inPods = podsStayPods(facts.pods.seats, pairs, facts.pods.names);
    if (!inPods.ok) return inPods;
  }
  const seat = ({ matchId, seat }: SwapSeat): SwapSeat => ({ matchId, seat });
  return ok({ reason, seats: [seat(sx.value), seat(sy.value)] });
}

/** Two players the organizer asks to keep apart, in a stable order. */
export function avoidPair([a, b]: readonly [string, string]): Result<[string, string]> {
  if (a === b) return fail('SAME_PLAYER', 'Name two different players.', undefined, 'playerIds');
  return ok(a < b ? [a, b] : [b, a]);
}
