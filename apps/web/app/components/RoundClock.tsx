import type { ClockView, RoundClockView } from '../../lib/apiTypes';
import { Countdown } from './Countdown';

/**
 * The clock of each round in play as the server reads it (212), with the tables that have an extension (216):
 * the current round's, then any other round played at once (a division's top cut beside another group's Swiss round).
 */
export function RoundClock({ clock, className = 'text-sm', countdownClass }: { clock: ClockView; className?: string; countdownClass?: string }) {
  if (clock.round === null) return null;
  return (
    <section aria-label="Round clock" className={className}>
      {[clock, ...clock.alsoInPlay].map((round) => (
        <OneClock key={round.round} round={round} serverNow={clock.serverNow} countdownClass={countdownClass} />
      ))}
    </section>
  );
}

function OneClock({ round, serverNow, countdownClass }: { round: RoundClockView; serverNow: string; countdownClass?: string }) {
  return (
    <div>
      <span className="font-semibold">{round.title}</span>{' '}
      {round.endsAt ? (
        <Countdown endsAt={round.endsAt} serverNow={serverNow} paused={round.status === 'paused'} className={countdownClass} />
      ) : (
        <span>· the clock has not started</span>
      )}
      {round.extensions.length > 0 && (
        <span className="block text-xs">Time extensions (216): {round.extensions.map((e) => `table ${e.table} +${e.minutes} min`).join(', ')}</span>
      )}
    </div>
  );
}
