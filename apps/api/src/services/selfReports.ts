// Players report their own results (#16): the opponent's agreement enters the result as a judge's entry would;
// a dispute goes to the judges' queue as a call. Staff entry always wins: a match with a result closes its links.
import type { Of, ReportLinks, SelfReportingSettings, SelfReportView } from '@tcg/contract';
import {
  cutOfRound,
  judgeCallRepository as calls,
  loadEventState,
  locate,
  lockEvent,
  matchRepository,
  matchView,
  roundStageOf,
  selfReportRepository as reports,
  type EventState,
  type PlayerReportRow,
  type Tx,
} from '@tcg/db';
import { checkSelfReport, reportAgreement, type ReportAgreement } from '@tcg/domain/judge';
import type { MatchReport } from '@tcg/domain/match';
import { AppError, must, RuleViolation } from '@tcg/domain/shared';
import { newSelfReportSecret, reportToken, tokenParts, tokenSigned, type Seat } from '../selfReportLinks.ts';
import { decideReport, reportResult } from './results.ts';

type Settings = Of<typeof SelfReportingSettings>;
type SelfReportGames = { winner: string } | { draw: true };
export interface SelfReportAction {
  action: 'report' | 'confirm' | 'dispute';
  games?: SelfReportGames[];
}

const OFF: Settings = { enabled: false, confirmMinutes: 10 };
const invalidLink = () =>
  new AppError('SELF_REPORT_LINK_INVALID', 'This result link is not valid: scan the QR code on your match slip again.');
const refuse = (
  code: 'SELF_REPORT_CLOSED' | 'SELF_REPORTING_OFF' | 'NOTHING_TO_CONFIRM' | 'SELF_REPORT_INVALID',
  message: string,
) => new RuleViolation({ code, message, section: '216' });

export async function selfReportingOf(tx: Tx, eventId: string): Promise<Settings> {
  const stored = await reports.settings(tx, eventId);
  return stored ? { enabled: stored.enabled, confirmMinutes: stored.confirmMinutes } : OFF;
}

/** Turns players' reporting on or off; the event's link secret is made once and kept, so printed slips stay valid. */
export async function setSelfReporting(tx: Tx, eventId: string, settings: Settings, actor: string): Promise<Settings> {
  await lockEvent(tx, eventId);
  const secret = (await reports.settings(tx, eventId))?.secret ?? newSelfReportSecret();
  const saved = await reports.saveSettings(tx, eventId, { ...settings, secret }, actor);
  return { enabled: saved.enabled, confirmMinutes: saved.confirmMinutes };
}

async function enabledSecret(tx: Tx, eventId: string): Promise<string> {
  const stored = await reports.settings(tx, eventId);
  if (!stored?.enabled)
    throw refuse('SELF_REPORTING_OFF', 'Players do not report their own results at this event: a judge enters them.');
  return stored.secret;
}

/** Each player's link for every played match of a round, for the slips. */
export async function reportLinks(tx: Tx, eventId: string, number: number): Promise<Of<typeof ReportLinks>> {
  const secret = await enabledSecret(tx, eventId);
  const state = await loadEventState(tx, eventId);
  const round = [...state.rounds, ...state.cutRounds].find((r) => r.number === number);
  if (!round) throw new AppError('ROUND_NOT_FOUND', `Round ${number} is not paired.`);
  const links = round.matches
    .filter((m) => m.playerBId !== null)
    .map((m) => {
      const view = matchView(state, m.id);
      const seats: [Seat, { id: string; name: string }][] = [
        ['a', view.playerA],
        ['b', view.playerB!],
      ];
      return {
        matchId: m.id,
        table: m.tableNumber,
        players: seats.map(([seat, player]) => ({
          playerId: player.id,
          name: player.name,
          token: reportToken(secret, m.id, seat),
        })),
      };
    });
  return { round: number, links };
}

interface Linked {
  state: EventState;
  matchId: string;
  you: { id: string; name: string };
  opponent: { id: string; name: string };
}

/** Whether a link is one the event signed: only those count on a budget of their own (#32), junk counts on its address's. */
export async function linkSigned(tx: Tx, token: string): Promise<boolean> {
  const named = await matchRepository.linkedTo(tx, tokenParts(token).matchId).catch(() => null);
  const stored = named && (await reports.settings(tx, named.eventId));
  return !!stored && tokenSigned(stored.secret, token);
}

/** The match and player a link names (also a link printed before the event was imported here), refused unless its signature is the event's and reporting is on. */
async function linked(tx: Tx, token: string, lock: boolean): Promise<Linked> {
  const { matchId: named, seat } = tokenParts(token);
  const { matchId, eventId } = await matchRepository.linkedTo(tx, named).catch(() => {
    throw invalidLink();
  });
  if (lock) await lockEvent(tx, eventId);
  const stored = await reports.settings(tx, eventId);
  if (!stored || !tokenSigned(stored.secret, token)) throw invalidLink();
  await enabledSecret(tx, eventId);
  const state = await loadEventState(tx, eventId);
  const view = matchView(state, matchId);
  const [you, opponent] = seat === 'a' ? [view.playerA, view.playerB!] : [view.playerB!, view.playerA];
  return { state, matchId, you: { id: you.id, name: you.name }, opponent: { id: opponent.id, name: opponent.name } };
}

const statusOf = (closed: boolean, stored: PlayerReportRow[]) =>
  closed ? 'closed' : stored.some((r) => r.disputed) ? 'disputed' : 'open';

function resultInWords(state: EventState, matchId: string): string | null {
  const outcome = locate(state, matchId).match.outcome as {
    winner: string | null;
    gameWins: Record<string, number>;
  } | null;
  if (!outcome) return null;
  const view = matchView(state, matchId);
  const [a, b] = [view.playerA, view.playerB!];
  const score = `${outcome.gameWins[a.id] ?? 0}–${outcome.gameWins[b.id] ?? 0}`;
  if (outcome.winner === null) return `Draw (${score})`;
  return `${outcome.winner === a.id ? a.name : b.name} won (${a.name} ${score} ${b.name})`;
}

async function viewOf(tx: Tx, link: Linked): Promise<Of<typeof SelfReportView>> {
  const { state, matchId, you, opponent } = link;
  const { round, match } = locate(state, matchId);
  const stored = await reports.reports(tx, matchId);
  const closed = match.outcome !== null;
  const { title, bestOf } = roundStageOf(state, round);
  return {
    eventId: state.event.id,
    eventName: state.event.name,
    round: round.number,
    roundTitle: title,
    table: match.tableNumber,
    bestOf,
    you,
    opponent,
    status: statusOf(closed, stored),
    result: resultInWords(state, matchId),
    reports: stored.map((r) => ({
      by: r.playerId === you.id ? 'you' : 'opponent',
      games: (r.report as { games: SelfReportGames[] }).games,
      reportedAt: r.reportedAt,
      disputed: r.disputed,
    })),
  };
}

export async function selfReportView(tx: Tx, token: string): Promise<Of<typeof SelfReportView>> {
  return viewOf(tx, await linked(tx, token, false));
}

/** A dispute: the reports are marked and the table's call joins the judges' queue (one open call per table). */
async function disputeMatch(tx: Tx, link: Linked, actor: string): Promise<void> {
  const { round, match } = locate(link.state, link.matchId);
  await reports.dispute(tx, link.state.event.id, link.matchId, actor);
  const open = (await calls.list(tx, link.state.event.id)).some(
    (c) => c.resolvedAt === null && c.matchId === link.matchId,
  );
  if (!open)
    await calls.create(
      tx,
      link.state.event.id,
      { round: round.number, table: match.tableNumber ?? 0, matchId: link.matchId, reason: 'dispute' },
      actor,
    );
}

async function settle(tx: Tx, link: Linked, agreement: ReportAgreement, actor: string): Promise<void> {
  if (agreement.state === 'disputed') return disputeMatch(tx, link, actor);
  if (agreement.state !== 'agreed') return;
  const { match } = locate(link.state, link.matchId);
  const players = `reported by players (${[link.you.name, link.opponent.name].sort().join(', ')})`;
  await reportResult(
    tx,
    link.matchId,
    { version: match.version, report: agreement.report, mayCorrect: false },
    players,
    link.state.event.id,
  );
}

/** What the player's action makes of the reports: their own report, the opponent's confirmed, or a dispute. */
async function reportFor(
  tx: Tx,
  link: Linked,
  body: SelfReportAction,
  theirs: PlayerReportRow | undefined,
): Promise<MatchReport | 'dispute'> {
  if (body.action === 'report') {
    if (!body.games) throw refuse('SELF_REPORT_INVALID', 'Report the games: who won each, or a draw.');
    const report = must(checkSelfReport({ games: body.games }));
    const { round, match } = locate(link.state, link.matchId);
    await decideReport(tx, link.state.event, cutOfRound(link.state, round), match, report);
    return report;
  }
  if (!theirs)
    throw refuse('NOTHING_TO_CONFIRM', `${link.opponent.name} has not reported the match yet: report it yourself.`);
  return body.action === 'confirm' ? theirs.report : 'dispute';
}

export async function submitSelfReport(
  tx: Tx,
  token: string,
  body: SelfReportAction,
  now: string,
): Promise<Of<typeof SelfReportView>> {
  const link = await linked(tx, token, true);
  const stored = await reports.reports(tx, link.matchId);
  if (locate(link.state, link.matchId).match.outcome !== null)
    throw refuse('SELF_REPORT_CLOSED', 'This match has its result: ask a judge for any correction.');
  if (stored.some((r) => r.disputed))
    throw refuse('SELF_REPORT_CLOSED', 'This match went to a judge, who will enter the result.');
  const actor = `${link.you.name} (result link)`;
  const theirs = stored.find((r) => r.playerId === link.opponent.id);
  const report = await reportFor(tx, link, body, theirs);
  if (report === 'dispute') {
    await disputeMatch(tx, link, actor);
  } else {
    await reports.save(
      tx,
      link.state.event.id,
      { matchId: link.matchId, playerId: link.you.id, report, at: now },
      actor,
    );
    await settle(tx, link, reportAgreement(theirs ? [theirs.report, report] : [report]), actor);
  }
  const state = await loadEventState(tx, link.state.event.id);
  return viewOf(tx, { ...link, state });
}
