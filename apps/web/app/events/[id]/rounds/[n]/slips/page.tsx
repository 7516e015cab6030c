import type { Metadata } from 'next';
import { firstPlayerSentence } from '@tcg/domain/match';
import { apiTry } from '../../../../../../lib/api';
import type { EventDetail, FormatSummary, MatchView, RoundView } from '../../../../../../lib/apiTypes';
import { houseFormats } from '../../../../../../lib/houseFormats';
import { MatchDayNote } from '../../../../../components/MatchDayNote';
import { eventAccess, may } from '../../../../../../lib/session';
import { PrintableHeader } from '../../../../../components/PrintableHeader';
import { ScoringNote } from '../../../Announced';
import { ReportCodes } from '../ReportCodes';
import { SlipCard } from '../SlipCard';
import { SlipGrid } from '../SlipGrid';
import { loadRound } from '../loadRound';
import { TeamSlip } from '../TeamTable';
import type { ReactNode } from 'react';
import { shortLinkTo, typedAddress } from '../../../../../../lib/site';
import { QrCode } from '../../../../../components/QrCode';

export const metadata: Metadata = { title: 'Match slips · TCG Tournaments' };

export const dynamic = 'force-dynamic';

interface SlipProps {
  event: EventDetail;
  round: RoundView;
  match: MatchView;
  qr: ReactNode;
  /** The players' own result links, when the event lets players report (#16). */
  report: ReactNode;
  /** Each player's list code once decklists are locked (DCI Universal Tournament Rules). */
  listCodes: ReadonlyMap<string, string>;
  /** A house format's match-day announcements (#19). */
  matchDay: FormatSummary['matchDay'];
}

function Slip({ event, round, match, qr, report, listCodes, matchDay }: SlipProps) {
  const { bestOf } = round;
  const cut = round.stage === 'elimination';
  return (
    <SlipCard
      eventName={event.name}
      round={cut ? `${round.title} (top cut, round ${round.number})` : round.title}
      match={match}
      qr={qr}
    >
      <SlipGrid
        who="Player"
        prizes="Prizes at time"
        signature="Signature"
        games={bestOf}
        rows={[match.playerA, match.playerB!].map((p) => ({
          key: p.id,
          name: (
            <>
              {p.name} <span className="text-xs text-slate-500">({p.dciNumber})</span>
              {listCodes.has(p.id) && <span className="block font-mono text-xs">list {listCodes.get(p.id)}</span>}
            </>
          ),
        }))}
      />
      <p className="mt-1 text-xs text-slate-600">
        {cut ? 'Mark W or L per game: a top cut match cannot end in a draw (217).' : 'Mark W, L or D per game.'}{' '}
        {firstPlayerSentence({
          games: [],
          coinToss: null,
          players: [match.playerA.id, match.playerB!.id],
          names: {},
          bestOf,
        })}
        {match.extensionMinutes > 0 && ` Time extension: ${match.extensionMinutes} minutes.`} At time, the player with
        fewer Prizes left wins (216)
        {cut ? '; with equal Prizes, sudden death decides (217) — winner: ______________.' : '.'}
      </p>
      <ScoringNote event={{ bestOf, scoring: event.scoring }} stage={round.stage} className="text-xs" />
      <MatchDayNote matchDay={matchDay} className="text-xs" />
      {report}
    </SlipCard>
  );
}

export default async function SlipsPage({ params }: { params: Promise<{ id: string; n: string }> }) {
  const { id, n } = await params;
  const { event, round, teams } = await loadRound(id, n);
  const seated = round.matches.filter((m) => !m.bye);
  const [access, house] = await Promise.all([eventAccess(id), houseFormats()]);
  const matchDay = house.find((f) => f.id === event.format)?.matchDay;
  const links = may(access, 'enterResults')
    ? await apiTry('/events/:id/rounds/:n/report-links', { params: { id, n: round.number } })
    : null;
  const decks = may(access, 'checkDecks') ? await apiTry('/events/:id/decks', { params: { id } }) : null;
  const listCodes = new Map(
    decks?.ok && decks.data.locked ? decks.data.decks.map((d) => [d.playerId, d.fingerprint]) : [],
  );
  const seatsOf = new Map(links?.ok ? links.data.links.map((l) => [l.matchId, l.players]) : []);
  const eventUrl = await shortLinkTo(event);
  // The typed address beside the code, not under it: four slips still fit a page.
  const qr = (
    <span className="flex items-start gap-1">
      <span className="break-all text-right text-xs font-normal">{typedAddress(eventUrl)}</span>
      <QrCode
        url={eventUrl}
        label="the event page: pairings, standings, find your table"
        size="h-14 w-14"
        caption={false}
      />
    </span>
  );
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <h1 className="no-print text-2xl font-semibold">{round.title} match slips</h1>
      <div className="grid gap-4 print:block">
        {seated.map((m) =>
          teams ? (
            <TeamSlip key={m.id} event={event} round={round} match={m} teams={teams} qr={qr} />
          ) : (
            <Slip
              key={m.id}
              event={event}
              round={round}
              match={m}
              qr={qr}
              listCodes={listCodes}
              matchDay={matchDay}
              report={seatsOf.has(m.id) && <ReportCodes table={m.table} players={seatsOf.get(m.id)!} />}
            />
          ),
        )}
      </div>
    </div>
  );
}
