import type { EventAction, EventRole } from '@tcg/domain/access';

export interface EventSummary {
  id: string;
  name: string;
  format: string;
  bestOf: number;
  roundMinutes: number;
  rounds: number | null;
  scoring: { policy: 'dci2003' | 'playpokemon'; alternateScoring: boolean };
  status: 'registration' | 'running' | 'finished';
  createdAt: string;
}

export interface ApiError {
  code: string;
  message: string;
  section?: string;
  field?: string;
}

export interface EventDetail extends EventSummary {
  players: number;
  roundsPaired: number;
  recommendedRounds: { rounds: number; reason: string };
  /** A two-player team event (201); `players` then counts teams. */
  teams?: boolean;
  premier?: boolean;
}

export interface PlayerRef {
  id: string;
  dciNumber: string;
  firstName: string;
  lastName: string;
  name: string;
  /** Team events: the team this Player A stands for; `name` is the team's name. */
  teamId?: string;
  teamName?: string;
}

export interface Registration extends PlayerRef {
  /** Team events: Player A or Player B (244). */
  teamSeat?: 'A' | 'B';
  droppedAfterRound: number | null;
  disqualified: boolean;
  disqualifiedReason: string | null;
  lateEntryRound: number;
  registeredAt: string;
}

export type GameReport =
  | { winner: string; penalty?: boolean }
  | { draw: true }
  | { timeCalled: true; prizesRemaining: Record<string, number>; suddenDeathWinner?: string };

export interface MatchOutcome {
  winner: string | null;
  gameWins: Record<string, number>;
  gamesDrawn: number;
  points: Record<string, number>;
  decidedOnPrizes: boolean;
}

export interface MatchView {
  id: string;
  round: number;
  table: number | null;
  playerA: PlayerRef;
  playerB: PlayerRef | null;
  bye: boolean;
  explanation: string;
  version: number;
  extensionMinutes: number;
  result: { games: GameReport[] } | { noShow: string } | null;
  outcome: MatchOutcome | null;
  reportedAt: string | null;
}

export interface RoundView {
  id: string;
  number: number;
  /** elimination: a round of the top cut (217: no draws). */
  stage: 'swiss' | 'elimination';
  seed: number;
  status: 'draft' | 'published';
  publishedAt: string | null;
  timerStartedAt: string | null;
  endsAt: string | null;
  matches: MatchView[];
  missingTables: number[];
}

export interface StandingsRow {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  dropped: boolean;
  matchWin: number;
  omw?: number;
  gw?: number;
  ogw?: number;
  opWin?: number;
  opOpWin?: number;
  /** Team events: the row is this team. */
  teamId?: string;
}

export interface StandingsView {
  policy: 'dci2003' | 'playpokemon';
  throughRound: number;
  rows: StandingsRow[];
}

export interface AuditEntry {
  id: string;
  actor: string;
  action: string;
  reason: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** One entry of GET /api/formats; `definition` is what the organizer submitted, for a custom format. */
export interface FormatSummary {
  id: string;
  name: string;
  kind: 'constructed' | 'limited';
  builtIn: boolean;
  deckSize: number;
  copyLimit: number | null;
  definition?: unknown;
}

export interface BracketMatchView {
  round: number;
  slot: number;
  kind: 'main' | 'thirdPlace';
  seeds: [number | null, number | null];
  players: [PlayerRef | null, PlayerRef | null];
  bye: boolean;
  winner: string | null;
  suddenDeath: boolean;
  match: MatchView | null;
}

export interface CutView {
  size: number;
  minPoints: number | null;
  bestOf: number;
  roundMinutes: number;
  thirdPlaceMatch: boolean;
  afterRound: number;
  seed: number;
  seeds: { seed: number; player: PlayerRef; rank: number; points: number }[];
  draws: { rank: number; seats: number; tied: PlayerRef[]; drawn: PlayerRef[] }[];
  rounds: { round: number; number: number; name: string; matches: BracketMatchView[] }[];
  champion: PlayerRef | null;
  finished: boolean;
}

/** GET /api/events/:id/bracket: the recommended cut, and the cut once made (217). */
export interface BracketView {
  attendance: number;
  recommendation: { size: number | null; reason: string };
  cut: CutView | null;
}

export interface AffectedMatch {
  round: number;
  number: number;
  slot: number;
  resultCleared: boolean;
}

export interface FinalStandingsView {
  afterRound: number;
  cutSize: number;
  rows: { place: number; player: PlayerRef; swissRank: number; points: number; finish: string | null }[];
}

export interface Account {
  id: string;
  email: string;
  name: string;
}

export type StaffRole = 'headJudge' | 'judge' | 'scorekeeper';

/** GET /api/events/:id/access: the caller's role in the event and the actions it grants. */
export interface EventAccess {
  role: EventRole | null;
  actions: EventAction[];
}

export interface StaffMember {
  accountId: string;
  email: string;
  name: string;
  role: EventRole;
}

export interface PendingInvitation {
  id: string;
  role: StaffRole;
  email: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface StaffView {
  staff: StaffMember[];
  invitations: PendingInvitation[];
}

/** POST /api/events/:id/invitations: the token is shown this once. */
export interface CreatedInvitation extends PendingInvitation {
  token: string;
  path: string;
}

/** GET /api/invitations/:token */
export interface InvitationPreview {
  eventId: string;
  eventName: string;
  role: StaffRole;
  email: string | null;
}

/** GET /api/events/:id/product (233–236) */
export interface ProductOrderView {
  format: string;
  breakdown: string;
  players: number;
  packsPerPlayer: number;
  bySet: { set: string; packs: number }[];
  totalPacks: number;
}

export interface ProductView {
  format: 'sealed' | 'booster-draft' | 'rochester-draft';
  breakdown: string;
  energy: null | { provided: boolean; perPlayer?: number; returnOnLeaving?: boolean };
  cardsPerPhase: number;
  total: ProductOrderView;
  pods: { number: number; order: ProductOrderView }[];
  basicEnergy: number;
}

/** GET /api/events/:id/pods/:number/draft (Appendix A 4–7) */
export interface DraftView {
  pod: number;
  status: 'layOut' | 'review' | 'pick' | 'complete';
  group: number | null;
  turn: number | null;
  active: number | null;
  seatToPick: number | null;
  pickNumber: number | null;
  cardsLeft: number;
  remainingSeconds: number | null;
  giveOldestCard: boolean;
  oldestCard: number | null;
  seats: { seat: number; playerId: string; name: string; drafted: number }[];
  firstSeat: number;
  pickSeconds: number;
  reviewSeconds: number;
  tablesLaidOut: number;
  tablesTotal: number;
  reviewEndsAt: string | null;
  pickDeadline: string | null;
  cards: { number: number; cardId: string; name: string; takenBy: number | null; pickNumber: number | null; oldestCardGiven: boolean }[];
  rows: number[][];
  order: number[];
}

/** GET /api/teams: the team registry (241, 243). */
export interface TeamSummary {
  id: string;
  name: string;
  affiliation: string | null;
  city: string;
  state: string;
  country: string;
  members: { playerId: string; dciNumber: string; firstName: string; lastName: string; seat: 'A' | 'B' }[];
}

/** GET /api/events/:id/teams: a team entered in a team event, Player A then Player B (244). */
export interface EventTeamView {
  teamId: string;
  name: string;
  affiliation: string | null;
  city: string;
  state: string;
  country: string;
  entrantId: string;
  dropped: boolean;
  lateEntryRound: number;
  members: { playerId: string; dciNumber: string; firstName: string; lastName: string; seat: 'A' | 'B'; droppedAfterRound: number | null; disqualified: boolean }[];
  /** GET only: what keeps the team's decks from being ready (Appendix A.B 1); empty when both are registered. */
  decks?: { code: string; message: string; field?: string }[];
}

/** GET /api/events/:id/ratings-report (201, 245, 246) */
export interface RatingsReportView {
  eventId: string;
  event: string;
  category: 'Team Constructed' | 'Team Limited';
  teams: {
    teamId: string;
    name: string;
    members: { dciNumber: string; firstName: string; lastName: string; seat: 'A' | 'B' }[];
    matches: { round: number; stage: 'swiss' | 'elimination'; opponentTeamId: string | null; opponent: string | null; result: 'win' | 'loss' | 'draw' | 'bye' }[];
  }[];
}

/** GET /api/events/:id/deck-building: the 30-minute deck-building timer (212, Appendix A 3). */
export interface DeckBuildingView {
  stage: 'pods' | 'top8';
  minutes: number;
  startedAt: string | null;
  endsAt: string | null;
}

/** GET /api/events/:id/redraft: the Top 8 redraft pod (Appendix A 8). */
export interface RedraftView {
  perPod: number;
  afterRound: number;
  seed: number;
  seeds: string[];
  pod: { number: number; seats: string[] };
  deckBuildingStartedAt: string | null;
}

export type LimitedStepName = 'seating' | 'draft' | 'building' | 'podRounds' | 'redraft' | 'redraftBuilding' | 'singleElimination';

/** GET /api/events/:id/limited: a Limited event's steps and where each player stands. */
export interface LimitedView {
  current: LimitedStepName;
  steps: { step: LimitedStepName; phase: string; title: string; section: string; status: 'done' | 'current' | 'upcoming' }[];
  rounds: { planned: number; paired: number; complete: number };
  deckBuilding: DeckBuildingView;
  redraft: RedraftView | null;
  cutMade: boolean;
  players: {
    playerId: string;
    name: string;
    dciNumber: string;
    pod: number | null;
    seat: number | null;
    stage: 'pods' | 'top8';
    poolRegistered: boolean;
    deckRegistered: boolean;
    deckLegal: boolean | null;
    record: { wins: number; losses: number; draws: number; points: number };
    dropped: boolean;
    topEightSeed: number | null;
  }[];
}

/** GET /api/events/:id/pods/:number/sheet: who picks card 1…N in each Rochester phase, or Booster Draft pack passing. */
export interface DraftSheetView {
  pod: number;
  format: 'booster-draft' | 'rochester-draft';
  seats: { seat: number; playerId: string; name: string }[];
  firstSeat: number;
  cardsPerPhase: number;
  rochester: { group: number; turn: number; active: number; packs: string[] | null; picks: number[] }[] | null;
  passing: { pack: number; direction: 'left' | 'right'; set: string | null; passTo: number[] }[] | null;
}
