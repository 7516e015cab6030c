// 216 and the tiebreakers: the one standings function for Swiss rounds, pods and top-cut seeding.
import { ok, type Result } from '../shared/error.ts';
import { dci2003Standings } from './dci2003.ts';
import { prepareEvent } from './entries.ts';
import { playPokemonStandings } from './playPokemon.ts';
import type { Standings, StandingsInput } from './types.ts';

/**
 * Standings after `throughRound` under the event's scoring policy, from the entries of rounds up to it.
 * Fails with a coded error when an entry names an unknown player, a player twice in a round, a result
 * after a drop, or points the policy does not give.
 */
export function computeStandings(input: StandingsInput): Result<Standings> {
  const event = prepareEvent(input);
  if (!event.ok) return event;
  const { policy, throughRound } = input;
  if (policy.name === 'dci2003')
    return ok({ policy: policy.name, throughRound, rows: dci2003Standings(event.value, policy) });
  return ok({ policy: policy.name, throughRound, rows: playPokemonStandings(event.value, policy) });
}
