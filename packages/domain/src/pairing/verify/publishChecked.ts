// 210: a round goes up only once its pairings pass the check, or a head judge publishes it anyway with a reason.
import { fail, ok, type Result } from '../../shared/error.ts';
import type { PairingProblem } from './facts.ts';

/** Whether round `round` may be published as paired; the refusal lists every problem. */
export function publishChecked(round: number, problems: readonly PairingProblem[]): Result<void> {
  if (problems.length === 0) return ok(undefined);
  const reasons = problems.map((p) => p.message).join(' ');
  return fail(
    'PAIRING_CHECK_FAILED',
    `Round ${round} failed the pairings check: ${reasons} Fix it with a swap, or a head judge publishes it anyway with a reason.`,
    '210',
  );
}

/** The head judge's reason for publishing a round that failed the check. */
export function overrideReason(reason: string): Result<string> {
  const trimmed = reason.trim();
  if (trimmed.length === 0)
    return fail('REASON_REQUIRED', 'Publishing pairings that failed the check needs a reason.', '210', 'reason');
  return ok(trimmed);
}
