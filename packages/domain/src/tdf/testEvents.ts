// Test fixtures for TOM files: an event, its players and its rounds as parseTdf reads them.
import type { TdfEvent, TdfPlayer, TdfRound } from './types.ts';

/** Player A B with the given TOM user id, in from round 1, no birth year, seed or drop unless `changes` says. */
export const tdfPlayer = (userid: string, changes: Partial<TdfPlayer> = {}): TdfPlayer => ({
  userid,
  firstName: 'A',
  lastName: 'B',
  birthYear: null,
  droppedAfterRound: null,
  seed: null,
  order: null,
  firstRound: 1,
  ...changes,
});

/** A Swiss round with no match read yet. */
export const swissRound = (number: number): TdfRound => ({ number, stage: 'swiss', matches: [] });

/** A top-cut round with no match read yet. */
export const cutRound = (number: number): TdfRound => ({ number, stage: 'elimination', matches: [] });

/** A one-day TCG "Cup" of 50-minute rounds (75 in the finals), not finished, nobody registered, then `changes`. */
export const tdfEvent = (changes: Partial<TdfEvent> = {}): TdfEvent => ({
  name: 'Cup',
  sanctionId: '',
  date: '2003-03-15',
  roundMinutes: 50,
  finalsRoundMinutes: 75,
  finished: false,
  players: [],
  pods: [],
  standings: [],
  gametype: 'TRADING_CARD_GAME',
  mode: 'TCG1DAY',
  structure: 'swiss-cut',
  finalsOptions: [],
  warnings: [],
  ...changes,
});
