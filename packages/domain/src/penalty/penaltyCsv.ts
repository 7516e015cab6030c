// DCI Penalty Guidelines: the event's penalty report as CSV, for submission with the event's report.
import { infractionNames, penaltyNames, type Infraction, type PenaltyLevel } from './catalog.ts';

export interface PenaltyReportRow {
  round: number | null;
  table: number | null;
  dciNumber: string;
  player: string;
  infraction: Infraction;
  penalty: PenaltyLevel;
  proposed: PenaltyLevel;
  description: string;
  judge: string;
  change: string | null;
  at: string;
}

const HEADER = ['Round', 'Table', 'DCI number', 'Player', 'Infraction', 'Penalty', 'Proposed', 'Description', 'Judge', 'Head judge change', 'Time'];

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, its quotes doubled. */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function penaltyCsv(rows: readonly PenaltyReportRow[]): string {
  const lines = rows.map((r) =>
    [r.round, r.table, r.dciNumber, r.player, infractionNames[r.infraction], penaltyNames[r.penalty], penaltyNames[r.proposed], r.description, r.judge, r.change, r.at].map(field).join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
