import type { Result } from '@tcg/domain/shared';

interface Props {
  eventId: string;
  rounds: number[];
  finalStandings: boolean;
  /** Whether a TOM file can carry the event: the API refuses the download with the same words. */
  tdf: Result<void>;
}

/** Downloads for staff who may export: the TOM file, the whole event for another installation, the spreadsheets (CSV). */
export function ExportLinks({ eventId, rounds, finalStandings, tdf }: Props) {
  const link = (path: string, label: string) => (
    <a
      key={path}
      href={`/api/events/${eventId}/${path}`}
      download
      className="inline-block py-0.5 text-amber-700 hover:underline"
    >
      {label}
    </a>
  );
  return (
    <section aria-label="Exports" className="flex flex-wrap items-baseline gap-x-4 gap-y-2 text-sm">
      <h2 className="font-medium text-slate-700">Export:</h2>
      {tdf.ok ? (
        link('export.tdf', 'TOM file (.tdf)')
      ) : (
        <span className="text-slate-500" title={tdf.error.message}>
          No TOM file: {tdf.error.message}
        </span>
      )}
      {link('export.json', 'Whole event (.json)')}
      {link('export/registrations.csv', 'Registrations (CSV)')}
      {rounds.length > 0 && link('export/standings.csv', 'Standings (CSV)')}
      {finalStandings && link('export/final-standings.csv', 'Final standings (CSV)')}
      {rounds.length > 0 && (
        <span className="flex flex-wrap items-baseline gap-x-3">
          Pairings (CSV):
          {rounds.map((n) => link(`export/pairings.csv?round=${n}`, `round ${n}`))}
        </span>
      )}
    </section>
  );
}
