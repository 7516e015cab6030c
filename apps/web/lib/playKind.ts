// Rounds and standings are answered in two shapes, as the event plays: Swiss (matches of two) or pod play (tables).
import type { PodRoundView, PodStandingsView, RoundView, StandingsView } from './apiTypes';

export const isPodRound = (round: RoundView | PodRoundView): round is PodRoundView => 'tables' in round;

export const isPodStandings = (standings: StandingsView | PodStandingsView): standings is PodStandingsView =>
  'type' in standings && standings.type === 'pods';

const mismatch = (what: string) => new Error(`The API answered ${what} for an event that does not play that way.`);

/** The standings of an event known to play Swiss (its kind never changes). */
export function swissStandings(standings: StandingsView | PodStandingsView): StandingsView {
  if (isPodStandings(standings)) throw mismatch('pod-play standings');
  return standings;
}

/** The standings of an event known to play pods. */
export function podStandings(standings: StandingsView | PodStandingsView): PodStandingsView {
  if (!isPodStandings(standings)) throw mismatch('Swiss standings');
  return standings;
}

/** A round of an event known to play Swiss. */
export function swissRound(round: RoundView | PodRoundView): RoundView {
  if (isPodRound(round)) throw mismatch('a pod-play round');
  return round;
}

/** A round of an event known to play pods. */
export function podRound(round: RoundView | PodRoundView): PodRoundView {
  if (!isPodRound(round)) throw mismatch('a Swiss round');
  return round;
}
