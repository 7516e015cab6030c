// Rounds and standings are answered in two shapes, as the event plays: Swiss (matches of two) or pod play (tables).
import type { PodRoundView, PodStandingsView, RoundView, StandingsView } from './apiTypes';

type AnyRound = RoundView | PodRoundView;
type AnyStandings = StandingsView | PodStandingsView;

export const isPodRound = (round: AnyRound): round is PodRoundView => 'tables' in round;

export const isPodStandings = (standings: AnyStandings): standings is PodStandingsView =>
  'type' in standings && standings.type === 'pods';

/** The shape an event of a known kind answers (its kind never changes): the other shape is refused as the API's mistake. */
const known =
  <A, B extends A>(is: (value: A) => value is B, other: string) =>
  (value: A): B => {
    if (!is(value)) throw new Error(`The API answered ${other} for an event that does not play that way.`);
    return value;
  };

export const swissStandings = known((s: AnyStandings): s is StandingsView => !isPodStandings(s), 'pod-play standings');
export const podStandings = known(isPodStandings, 'Swiss standings');
export const swissRound = known((r: AnyRound): r is RoundView => !isPodRound(r), 'a pod-play round');
export const podRound = known(isPodRound, 'a Swiss round');
