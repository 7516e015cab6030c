// 216 and the tiebreakers: the scoring policies an event chooses from, as data.
import type { Dci2003Policy, PlayPokemonPolicy, ScoringPolicy } from './types.ts';

/** The default: DCI match points and tiebreakers; turn on 216's Alternate Scoring System per event. */
export const dci2003: Dci2003Policy = {
  name: 'dci2003',
  matchPoints: { win: 3, draw: 1, loss: 0 },
  alternateScoring: false,
  prizeWinAtTime: 2,
  gamePoints: { win: 3, draw: 1 },
  byeGameWins: 2,
  lateEntryGameLosses: 2,
  floor: 1 / 3,
  tiebreakers: ['omw', 'gw', 'ogw'],
};

/** Modern Play! Pokémon standings as Tournament Operations Manager computes them. */
export const playpokemon: PlayPokemonPolicy = {
  name: 'playpokemon',
  matchPoints: { win: 3, draw: 1, loss: 0 },
  tieCredit: 0.5,
  floor: 0.25,
  droppedCap: 0.75,
  tiebreakers: ['opWin', 'opOpWin'],
  headToHead: true,
};

/** The policies by name, for an event that stores the name of its choice. */
export const scoringPolicies: { readonly [Name in ScoringPolicy['name']]: ScoringPolicy & { name: Name } } = {
  dci2003,
  playpokemon,
};
