import type { FormatSummary } from '../../lib/apiTypes';

/** What a house format announces for match day (#19): Prizes, round length, house rules every table should see. */
export function MatchDayNote({
  matchDay,
  className = 'text-sm',
}: {
  matchDay: FormatSummary['matchDay'];
  className?: string;
}) {
  if (!matchDay) return null;
  const facts = [
    matchDay.prizes && `${matchDay.prizes} Prize cards each`,
    matchDay.roundMinutes && `${matchDay.roundMinutes}-minute rounds`,
  ].filter(Boolean);
  return (
    <div aria-label="Match day" className={className}>
      {facts.length > 0 && <p>Match day: {facts.join(' · ')}.</p>}
      {matchDay.houseRules && <p className="whitespace-pre-line">House rules: {matchDay.houseRules}</p>}
    </div>
  );
}
