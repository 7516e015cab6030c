// DCI Penalty Guidelines: the event's penalty report as CSV, for submission with the event's report.
import { toCsv } from '../csv/csv.ts';
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

const HEADER = [
  'Round',
  'Table',
  'DCI number',
  'Player',
  'Infraction',
  'Penalty',
  'Proposed',
  'Description',
  'Judge',
  'Head judge change',
  'Time',
];

export function penaltyCsv(rows: readonly PenaltyReportRow[]): string {
  const lines = rows.map((r) => [
    r.round,
    r.table,
    r.dciNumber,
    r.player,
    infractionNames[r.infraction],
    penaltyNames[r.penalty],
    penaltyNames[r.proposed],
    r.description,
    r.judge,
    r.change,
    r.at,
  ]);
  return toCsv([HEADER, ...lines]);
}
