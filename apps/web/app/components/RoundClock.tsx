import type { ClockView } from '../../lib/apiTypes';
import { Countdown } from './Countdown';

/** The current round's clock as the server reads it (212), with the tables that have an extension (216). */
export function RoundClock({ clock, className = 'text-sm', countdownClass }: { clock: ClockView; className?: string; countdownClass?: string }) {
  if (clock.round === null) return null;
  return (
    <section aria-label="Round clock" className={className}>
      <span className="font-semibold">{clock.title}</span>{' '}
      {clock.endsAt ? (
        <Countdown endsAt={clock.endsAt} serverNow={clock.serverNow} paused={clock.status === 'paused'} className={countdownClass} />
      ) : (
        <span>· the clock has not started</span>
      )}
      {clock.extensions.length > 0 && (
        <span className="block text-xs">Time extensions (216): {clock.extensions.map((e) => `table ${e.table} +${e.minutes} min`).join(', ')}</span>
      )}
    </section>
  );
}
