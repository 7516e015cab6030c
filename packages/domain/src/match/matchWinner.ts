// 217: determining a match winner (with 216 for single-game matches at time)
import { fail, ok, type Result } from '../shared/error.ts';
import { gamesNeededToWin, matchStructureLabel, validateBestOf, type BestOf } from './matchStructure.ts';
import { MATCH_POINTS, matchPoints } from './points.ts';
import type { PrizeKind } from './prizes.ts';
import { prizeWinPoints, winnerOnPrizes } from './timeCalled.ts';
import type { Game, MatchOutcome, MatchReport, PlayerId } from './types.ts';

export interface DecideMatchOptions {
  players: [PlayerId, PlayerId];
  bestOf: BestOf;
  stage: 'swiss' | 'elimination';
  /** Pokémon Alternate Scoring System: a single-game Swiss match won on Prizes at time is worth 2. Ignored in best-of-N (217). */
  alternateScoring?: boolean;
  /** Sets the Prize range checked in time-called games; Constructed (6) unless given. */
  prizeKind?: PrizeKind;
}

/** The game time was called in (always the last game reported) and its Prize leader. */
interface AtTime {
  index: number;
  leader: PlayerId | null;
  suddenDeathWinner: PlayerId | undefined;
}

interface Tally {
  wins: Record<PlayerId, number>;
  drawn: number;
  atTime: AtTime | undefined;
}

interface Decision {
  winner: PlayerId | null;
  decidedOnPrizes: boolean;
  bySuddenDeath: boolean;
}

/**
 * The outcome of a reported match. A match ends when a player reaches the game wins best-of-N needs, or in the
 * game time was called in. Drawn games do not use up one of the N games (213 has a next game follow a draw).
 * Incomplete (time-called) games count only in single-game matches, where 216 makes fewer Prizes a game won.
 * In elimination, a tie on game wins goes to fewer Prizes in the time-called game, then to its sudden-death winner.
 */
export function decideMatch(report: MatchReport, options: DecideMatchOptions): Result<MatchOutcome> {
  const checked = validateOptions(options);
  if (!checked.ok) return checked;
  if ('noShow' in report) return noShowOutcome(report.noShow, options);
  const tally = tallyGames(report.games, options);
  if (!tally.ok) return tally;
  return outcome(tally.value, options);
}

function validateOptions({ players, bestOf }: DecideMatchOptions): Result<void> {
  if (players[0] === players[1]) {
    return fail(
      'DUPLICATE_PLAYER',
      `A match needs two different players, not ${players[0]} twice.`,
      undefined,
      'players',
    );
  }
  const valid = validateBestOf(bestOf);
  return valid.ok ? ok(undefined) : valid;
}

/** A no-show loses the match; the player present is credited with the game wins needed to win it. */
function noShowOutcome(absent: PlayerId, { players, bestOf }: DecideMatchOptions): Result<MatchOutcome> {
  if (!players.includes(absent)) return unknownPlayer(absent, 'noShow');
  const present = absent === players[0] ? players[1] : players[0];
  return ok({
    winner: present,
    gameWins: { [present]: gamesNeededToWin(bestOf), [absent]: 0 },
    gamesDrawn: 0,
    points: matchPoints(present, players),
    decidedOnPrizes: false,
  });
}

function tallyGames(games: readonly Game[], options: DecideMatchOptions): Result<Tally> {
  if (games.length === 0) return fail('NO_GAMES', 'A match report needs at least one game.', '217', 'games');
  const tally: Tally = { wins: Object.fromEntries(options.players.map((p) => [p, 0])), drawn: 0, atTime: undefined };
  for (const [index, game] of games.entries()) {
    const room = checkMatchStillOn(tally, index, options.bestOf);
    if (!room.ok) return room;
    const counted = countGame(tally, game, index, options);
    if (!counted.ok) return counted;
  }
  return ok(tally);
}

function checkMatchStillOn(tally: Tally, index: number, bestOf: BestOf): Result<void> {
  if (tally.atTime !== undefined) {
    return fail(
      'TOO_MANY_GAMES',
      `Time was called in game ${tally.atTime.index + 1}, so the match ended there.`,
      '216',
      `games[${index}]`,
    );
  }
  if (Object.values(tally.wins).some((w) => w >= gamesNeededToWin(bestOf))) {
    return fail(
      'TOO_MANY_GAMES',
      `The match (${matchStructureLabel(bestOf)}) was already won before game ${index + 1}.`,
      '211',
      `games[${index}]`,
    );
  }
  const decided = Object.values(tally.wins).reduce((sum, w) => sum + w, 0);
  if (decided >= bestOf) {
    return fail(
      'TOO_MANY_GAMES',
      `The match (${matchStructureLabel(bestOf)}) was over after game ${index}: every game was played.`,
      '211',
      `games[${index}]`,
    );
  }
  return ok(undefined);
}

function countGame(tally: Tally, game: Game, index: number, options: DecideMatchOptions): Result<void> {
  if ('timeCalled' in game) {
    const atTime = readTimeCalled(game, index, options);
    if (!atTime.ok) return atTime;
    tally.atTime = atTime.value;
  } else if ('draw' in game) {
    tally.drawn += 1;
  } else {
    if (!options.players.includes(game.winner)) return unknownPlayer(game.winner, `games[${index}].winner`);
    tally.wins[game.winner] = (tally.wins[game.winner] ?? 0) + 1;
  }
  return ok(undefined);
}

function readTimeCalled(
  game: Extract<Game, { timeCalled: true }>,
  index: number,
  options: DecideMatchOptions,
): Result<AtTime> {
  const { players, prizeKind = 'constructed' } = options;
  const leader = winnerOnPrizes(game.prizesRemaining, players, prizeKind, `games[${index}].prizesRemaining`);
  if (!leader.ok) return leader;
  const { suddenDeathWinner } = game;
  if (suddenDeathWinner !== undefined && !players.includes(suddenDeathWinner)) {
    return unknownPlayer(suddenDeathWinner, `games[${index}].suddenDeathWinner`);
  }
  return ok({ index, leader: leader.value, suddenDeathWinner });
}

function outcome(tally: Tally, options: DecideMatchOptions): Result<MatchOutcome> {
  const { players, stage, bestOf } = options;
  const singleGameAtTime = bestOf === 1 && tally.atTime !== undefined;
  const gameWins = { ...tally.wins };
  let gamesDrawn = tally.drawn;
  if (singleGameAtTime) {
    const leader = tally.atTime?.leader;
    if (leader) gameWins[leader] = (gameWins[leader] ?? 0) + 1;
    else gamesDrawn += 1;
  }
  const decision = decide(leaderOnGames(gameWins, players), singleGameAtTime, tally.atTime, stage);
  if (!decision.ok) return decision;
  const { winner, decidedOnPrizes } = decision.value;
  const winPoints =
    decidedOnPrizes && stage === 'swiss' ? prizeWinPoints(options.alternateScoring ?? false) : MATCH_POINTS.win;
  return ok({ winner, gameWins, gamesDrawn, points: matchPoints(winner, players, winPoints), decidedOnPrizes });
}

function decide(
  onGames: PlayerId | null,
  singleGameAtTime: boolean,
  atTime: AtTime | undefined,
  stage: DecideMatchOptions['stage'],
): Result<Decision> {
  const decision: Result<Decision> =
    onGames !== null || stage === 'swiss'
      ? ok({ winner: onGames, decidedOnPrizes: singleGameAtTime, bySuddenDeath: false })
      : breakEliminationTie(atTime);
  if (decision.ok && atTime?.suddenDeathWinner !== undefined && !decision.value.bySuddenDeath) {
    return fail(
      'SUDDEN_DEATH_NOT_NEEDED',
      'Sudden death only settles a single-elimination match tied on game wins and Prizes.',
      '217',
      `games[${atTime.index}].suddenDeathWinner`,
    );
  }
  return decision;
}

/** 217: single-elimination matches may not end in a draw — fewer Prizes at time wins, then sudden death. */
function breakEliminationTie(atTime: AtTime | undefined): Result<Decision> {
  if (atTime?.leader) return ok({ winner: atTime.leader, decidedOnPrizes: true, bySuddenDeath: false });
  if (atTime?.suddenDeathWinner !== undefined)
    return ok({ winner: atTime.suddenDeathWinner, decidedOnPrizes: false, bySuddenDeath: true });
  const field = atTime ? `games[${atTime.index}].suddenDeathWinner` : 'games';
  const message = atTime
    ? 'Single-elimination matches may not end in a draw: Prizes are equal, so report the sudden-death winner.'
    : 'Single-elimination matches may not end in a draw: report the next game, or the game time was called in with Prizes remaining.';
  return fail('DRAW_NOT_ALLOWED', message, '217', field);
}

function leaderOnGames(gameWins: Record<PlayerId, number>, [a, b]: readonly [PlayerId, PlayerId]): PlayerId | null {
  const winsA = gameWins[a] ?? 0;
  const winsB = gameWins[b] ?? 0;
  if (winsA === winsB) return null;
  return winsA > winsB ? a : b;
}

function unknownPlayer(id: PlayerId, field: string) {
  return fail('UNKNOWN_PLAYER', `${String(id)} is not playing in this match.`, undefined, field);
}
