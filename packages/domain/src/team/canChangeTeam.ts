// 243: the team registry keeps a pair's team; only the account that registered it (or the installation admin) changes it.
import { fail, ok, type Result } from '../shared/error.ts';

/** Who asks to change a registered team, and who owns it (null: registered before teams had owners). */
export interface TeamOwnership {
  ownerId: string | null;
  accountId: string;
  admin: boolean;
}

export function canChangeTeam({ ownerId, accountId, admin }: TeamOwnership): Result<true> {
  if (admin || ownerId === accountId) return ok(true);
  return fail(
    'TEAM_NOT_YOURS',
    'Another account registered this team: only it or the installation admin can change it.',
    '243',
  );
}
