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
  | { timeCalled: true; prizesRemaining: Record<string, number> };

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
