import type { ClockView, RoundClockView } from '../../lib/apiTypes';
import { Countdown } from './Countdown';

/**
 * The clock of each round in play as the server reads it (212), with the tables that have an extension (216):
 * the current round's, then any other round played at once (a division's top cut beside another group's Swiss round).
 */
export function RoundClock({
  clock,
  only,
  className = 'text-sm',
  countdownClass,
}: {
  clock: ClockView;
  only?: number;
  className?: string;
  countdownClass?: string;
}) {
  const shown = roundsInPlay(clock).filter((r) => only === undefined || r.round === only);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Round clock" className={className}>
      {shown.map((round) => (
        <OneClock key={round.round} round={round} serverNow={clock.serverNow} countdownClass={countdownClass} />
      ))}
    </section>
  );
}

/** Each round in play with its clock: the current one first. */
export const roundsInPlay = (clock: ClockView): RoundClockView[] =>
  clock.round === null ? [] : [clock, ...clock.alsoInPlay];

/** One clock as the server read it: not started, finished (every result in), or counting (paused, time called). */
export function ClockReading({
  status,
  endsAt,
  serverNow,
  extensionMinutes = 0,
  className,
}: {
  status: RoundClockView['status'];
  endsAt: string | null;
  serverNow: string;
  extensionMinutes?: number;
  className?: string;
}) {
  if (status === 'finished')
    return (
      <span data-clock="finished" className={className} title="Every result is in">
        finished
      </span>
    );
  if (status === 'not-started' || endsAt === null)
    return <span data-clock="not-started">the clock has not started</span>;
  return (
    <span data-clock={status}>
      <Countdown
        endsAt={endsAt}
        serverNow={serverNow}
        paused={status === 'paused'}
        extensionMinutes={extensionMinutes}
        className={className}
      />
    </span>
  );
}

function OneClock({
  round,
  serverNow,
  countdownClass,
}: {
  round: RoundClockView;
  serverNow: string;
  countdownClass?: string;
}) {
  return (
    <div>
      <span className="font-semibold">{round.title}</span> ·{' '}
      <ClockReading status={round.status} endsAt={round.endsAt} serverNow={serverNow} className={countdownClass} />
      {round.extensions.length > 0 && (
        <span className="block text-xs">
          Time extensions (216): {round.extensions.map((e) => `table ${e.table} +${e.minutes} min`).join(', ')}
        </span>
      )}
    </div>
  );
}
