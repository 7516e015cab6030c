// DCI Universal Tournament Rules (drops; the floor rules have no section for them): a player registered by mistake is removed before round 1 is paired; after that, the player drops instead.
import { fail, ok, type Result } from '../shared/error.ts';

/** What ties the registration to the event's play already. */
export interface RemovalFacts {
  roundsPaired: number;
  teamMember: boolean;
  seatedInPod: boolean;
  hasPool: boolean;
}

export function canRemovePlayer({ roundsPaired, teamMember, seatedInPod, hasPool }: RemovalFacts): Result<void> {
  if (roundsPaired > 0)
    return fail('PLAYER_NOT_REMOVABLE', 'Round 1 is paired: the player drops instead of being removed.', 'UTR');
  if (teamMember)
    return fail(
      'PLAYER_NOT_REMOVABLE',
      'The player is a member of an entered team: the team plays or drops as one (244).',
      '244',
    );
  if (seatedInPod)
    return fail(
      'PLAYER_NOT_REMOVABLE',
      'The player is seated in a pod: seat the pods again without the player first (Appendix A 1).',
      'Appendix A 1',
    );
  if (hasPool)
    return fail(
      'PLAYER_NOT_REMOVABLE',
      'The player has a registered pool: the product was opened for the player (231).',
      '231',
    );
  return ok(undefined);
}
