// 212, Appendix A 3 and 8: a draft event's phases — pods draft, build, play three Swiss rounds, then the Top 8 redraft once.
import { fail, ok, type Result } from '../shared/error.ts';
import type { PlayerId } from '../match/types.ts';
import { advanceToTopCut, type PodStanding } from './podTopCut.ts';

/** 212 and Appendix A 3: thirty minutes to build a deck. */
export const DECK_BUILDING_MINUTES = 30;
/** Appendix A 8: each pod plays three rounds of Swiss. */
export const POD_SWISS_ROUNDS = 3;

export type LimitedPhase = 'seating' | 'drafting' | 'building' | 'swiss' | 'redraft' | 'topCut';

export interface LimitedPlay {
  phase: LimitedPhase;
  swissRoundsPlayed: number;
  buildingStartedAtMs: number | null;
  /** Who moved on to the Top 8 redraft (empty until the Swiss rounds are done). */
  topCut: PlayerId[];
  redraftDone: boolean;
}

export type LimitedAction =
  | { type: 'podsSeated' }
  | { type: 'draftComplete'; atMs: number }
  | { type: 'decksBuilt' }
  | { type: 'swissRoundComplete' }
  | { type: 'redraft'; standings: readonly (readonly PodStanding[])[]; perPod: number };

export const startLimitedPlay = (): LimitedPlay => ({
  phase: 'seating', swissRoundsPlayed: 0, buildingStartedAtMs: null, topCut: [], redraftDone: false,
});

/** A pod with an odd number of players has one bye each Swiss round (a seven-player pod, Appendix A 8). */
export const podByesPerRound = (podSize: number): number => podSize % 2;

const outOfOrder = (state: LimitedPlay, action: LimitedAction) =>
  fail('PHASE_ORDER', `${action.type} cannot happen during ${state.phase}.`, 'Appendix A 8', 'phase');

function redraft(state: LimitedPlay, action: Extract<LimitedAction, { type: 'redraft' }>): Result<LimitedPlay> {
  if (state.redraftDone) return fail('REDRAFT_DONE', 'The Top 8 redraft only once.', 'Appendix A 8', 'phase');
  if (state.phase !== 'swiss') return outOfOrder(state, action);
  if (state.swissRoundsPlayed < POD_SWISS_ROUNDS) {
    return fail('SWISS_NOT_FINISHED', `Each pod plays ${POD_SWISS_ROUNDS} Swiss rounds before the Top 8; ${state.swissRoundsPlayed} played.`, 'Appendix A 8', 'phase');
  }
  const topCut = advanceToTopCut(action.standings, action.perPod);
  if (!topCut.ok) return topCut;
  return ok({ ...state, phase: 'redraft', topCut: topCut.value, redraftDone: true, buildingStartedAtMs: null });
}

export function advanceLimitedPlay(state: LimitedPlay, action: LimitedAction): Result<LimitedPlay> {
  switch (action.type) {
    case 'redraft':
      return redraft(state, action);
    case 'podsSeated':
      return state.phase === 'seating' ? ok({ ...state, phase: 'drafting' }) : outOfOrder(state, action);
    case 'draftComplete':
      return state.phase === 'drafting' || state.phase === 'redraft'
        ? ok({ ...state, phase: 'building', buildingStartedAtMs: action.atMs })
        : outOfOrder(state, action);
    case 'decksBuilt':
      if (state.phase !== 'building') return outOfOrder(state, action);
      return ok({ ...state, phase: state.redraftDone ? 'topCut' : 'swiss', buildingStartedAtMs: null });
    case 'swissRoundComplete':
      if (state.phase !== 'swiss' || state.swissRoundsPlayed >= POD_SWISS_ROUNDS) return outOfOrder(state, action);
      return ok({ ...state, swissRoundsPlayed: state.swissRoundsPlayed + 1 });
  }
}

/** Whole seconds left of deck building, or null outside deck building. */
export function deckBuildingSecondsLeft(state: LimitedPlay, nowMs: number): number | null {
  if (state.phase !== 'building' || state.buildingStartedAtMs === null) return null;
  const endsAt = state.buildingStartedAtMs + DECK_BUILDING_MINUTES * 60_000;
  return Math.max(0, Math.ceil((endsAt - nowMs) / 1000));
}
