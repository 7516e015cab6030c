// 210, 217: what is true of an event now — registration, Swiss rounds (a division's cut perhaps beside them), a top cut still to make or play, finished
import { lateEntryRound } from './registration.ts';

export interface EventPhaseFacts {
  roundsPaired: number;
  /** The Swiss rounds planned (null until set or fixed at round 1); with age division groups, the longest group's. */
  rounds: number | null;
  /** The last Swiss round whose every result is in. */
  swissComplete: number;
  /** The top cut, once made. */
  cut: { finished: boolean } | null;
  /** A top cut is recommended for the attendance (217); without one, the Swiss standings are final. */
  cutRecommended: boolean;
  /** The last round paired is a draft, not yet published: players do not play it yet. */
  draft?: boolean;
}

export type EventPhaseName = 'registration' | 'swiss' | 'cutToMake' | 'topCut' | 'finished';

export interface EventPhase {
  phase: EventPhaseName;
  /** What the event page says. */
  label: string;
  /** Someone may still enter (late entrants included): the registration form is shown. */
  registrationOpen: boolean;
}

function phaseOf(facts: EventPhaseFacts): [EventPhaseName, string] {
  const { roundsPaired, rounds, swissComplete, cut } = facts;
  // A division's cut may start while another group still plays its Swiss rounds.
  const swissOn = rounds !== null && swissComplete < rounds;
  if (cut && swissOn)
    return [
      'swiss',
      `Swiss round ${roundsPaired} of ${rounds} · ${cut.finished ? 'a division’s top cut finished' : 'a division’s top cut in play'}`,
    ];
  if (cut) return cut.finished ? ['finished', 'Finished'] : ['topCut', 'Top cut in play'];
  if (rounds !== null && swissComplete >= rounds && roundsPaired >= rounds) {
    return facts.cutRecommended ? ['cutToMake', 'Swiss rounds finished: top cut to make'] : ['finished', 'Finished'];
  }
  if (roundsPaired === 0) return ['registration', 'Registration open'];
  const of = rounds === null ? '' : ` of ${rounds}`;
  if (facts.draft)
    return [
      'swiss',
      roundsPaired === 1
        ? 'Round 1 being paired'
        : `Swiss round ${roundsPaired - 1}${of} · round ${roundsPaired} being paired`,
    ];
  return ['swiss', `Swiss round ${roundsPaired}${of}`];
}

/** The event's state as its pages show it; the stored status (finished after the last Swiss result) is left as it is. */
export function eventPhase(facts: EventPhaseFacts): EventPhase {
  const [phase, label] = phaseOf(facts);
  return { phase, label, registrationOpen: facts.cut === null && lateEntryRound(facts.roundsPaired, facts.rounds).ok };
}
