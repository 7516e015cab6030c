// 212, Appendix A 1, 3 and 8: the steps the organizer walks a draft event through, and which one is current.

/** 212 and Appendix A 3: thirty minutes to build a deck. */
export const DECK_BUILDING_MINUTES = 30;
/** Appendix A 8: each pod plays three rounds of Swiss. */
export const POD_SWISS_ROUNDS = 3;

export type LimitedPhase = 'seating' | 'drafting' | 'building' | 'swiss' | 'redraft' | 'topCut';

export interface LimitedStepInfo {
  step: LimitedStep;
  /** The phase the step belongs to (deck building comes twice: before the pods play and after the redraft). */
  phase: LimitedPhase;
  title: string;
  section: string;
}

export const limitedSteps = [
  { step: 'seating', phase: 'seating', title: 'Seat the players into pods', section: 'Appendix A 1' },
  { step: 'draft', phase: 'drafting', title: 'Draft in each pod', section: 'Appendix A 4–7' },
  { step: 'building', phase: 'building', title: 'Build and register decks (30 minutes)', section: 'Appendix A 3' },
  { step: 'podRounds', phase: 'swiss', title: 'Play three Swiss rounds in each pod', section: 'Appendix A 8' },
  { step: 'redraft', phase: 'redraft', title: 'Top 8 redraft in a new pod', section: 'Appendix A 8' },
  {
    step: 'redraftBuilding',
    phase: 'building',
    title: 'Top 8: build and register new decks',
    section: 'Appendix A 3, 8',
  },
  { step: 'singleElimination', phase: 'topCut', title: 'Top 8: single elimination', section: 'Appendix A 8' },
] as const satisfies readonly LimitedStepInfo[];

export type LimitedStep =
  'seating' | 'draft' | 'building' | 'podRounds' | 'redraft' | 'redraftBuilding' | 'singleElimination';

/** What is stored of the event, as far as the steps go. */
export interface LimitedFacts {
  podsSeated: boolean;
  deckBuildingStarted: boolean;
  roundsPaired: number;
  redraftDone: boolean;
  redraftBuildingStarted: boolean;
  cutMade: boolean;
}

/** The first step not yet done; single elimination stays current once the cut is made. */
export function currentLimitedStep(facts: LimitedFacts): LimitedStep {
  if (facts.cutMade) return 'singleElimination';
  if (facts.redraftBuildingStarted) return 'redraftBuilding';
  if (facts.redraftDone) return 'redraft';
  if (facts.roundsPaired > 0) return 'podRounds';
  if (facts.deckBuildingStarted) return 'building';
  return facts.podsSeated ? 'draft' : 'seating';
}
