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
}

export interface PlayerRef {
  id: string;
  dciNumber: string;
  firstName: string;
  lastName: string;
  name: string;
}

export interface Registration extends PlayerRef {
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
