// Players' own result reports (#16): load, save and audit; the domain decides whether two reports agree.
import type { MatchReport } from '@tcg/domain/match';
import { writeAudit } from './audit.ts';
import type { Tx } from './transaction.ts';

export interface SelfReportingRow {
  enabled: boolean;
  confirmMinutes: number;
  secret: string;
}

export interface PlayerReportRow {
  matchId: string;
  playerId: string;
  report: MatchReport;
  reportedAt: string;
  disputed: boolean;
}

export interface PendingReportRow extends PlayerReportRow {
  round: number;
  table: number | null;
}

const toReport = (row: {
  matchId: string;
  playerId: string;
  report: unknown;
  reportedAt: Date;
  disputed: boolean;
}): PlayerReportRow => ({
  matchId: row.matchId,
  playerId: row.playerId,
  report: row.report as MatchReport,
  reportedAt: row.reportedAt.toISOString(),
  disputed: row.disputed,
});

export const selfReportRepository = {
  async settings(tx: Tx, eventId: string): Promise<SelfReportingRow | null> {
    return tx.selfReporting.findUnique({
      where: { eventId },
      select: { enabled: true, confirmMinutes: true, secret: true },
    });
  },

  async saveSettings(tx: Tx, eventId: string, settings: SelfReportingRow, actor: string): Promise<SelfReportingRow> {
    const before = await this.settings(tx, eventId);
    const saved = await tx.selfReporting.upsert({
      where: { eventId },
      create: { eventId, ...settings },
      update: settings,
      select: { enabled: true, confirmMinutes: true, secret: true },
    });
    const shown = (s: SelfReportingRow | null) => s && { enabled: s.enabled, confirmMinutes: s.confirmMinutes };
    await writeAudit(tx, eventId, actor, 'selfReporting.set', { before: shown(before), after: shown(saved) });
    return saved;
  },

  async reports(tx: Tx, matchId: string): Promise<PlayerReportRow[]> {
    return (
      await tx.playerReport.findMany({ where: { matchId }, orderBy: [{ reportedAt: 'asc' }, { playerId: 'asc' }] })
    ).map(toReport);
  },

  /** A player's report; reporting again before the opponent answers replaces it. */
  async save(
    tx: Tx,
    eventId: string,
    report: { matchId: string; playerId: string; report: MatchReport; at: string },
    actor: string,
  ): Promise<void> {
    const data = { report: report.report, reportedAt: new Date(report.at), disputed: false };
    await tx.playerReport.upsert({
      where: { matchId_playerId: { matchId: report.matchId, playerId: report.playerId } },
      create: { matchId: report.matchId, playerId: report.playerId, ...data },
      update: data,
    });
    await writeAudit(tx, eventId, actor, 'selfReport.report', {
      after: { matchId: report.matchId, report: report.report },
    });
  },

  async dispute(tx: Tx, eventId: string, matchId: string, actor: string): Promise<void> {
    await tx.playerReport.updateMany({ where: { matchId }, data: { disputed: true } });
    await writeAudit(tx, eventId, actor, 'selfReport.dispute', { after: { matchId } });
  },

  /** Reports on matches of the event still without a result, oldest first. */
  async pending(tx: Tx, eventId: string): Promise<PendingReportRow[]> {
    const rows = await tx.playerReport.findMany({
      where: { match: { round: { eventId } } },
      include: { match: { select: { outcome: true, tableNumber: true, round: { select: { number: true } } } } },
      orderBy: [{ reportedAt: 'asc' }, { playerId: 'asc' }],
    });
    return rows
      .filter((row) => row.match.outcome === null)
      .map((row) => ({ ...toReport(row), round: row.match.round.number, table: row.match.tableNumber }));
  },
};
