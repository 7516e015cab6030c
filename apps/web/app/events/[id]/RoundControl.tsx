'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { DIVISION_NAMES, swissRoundsOf } from '@tcg/domain/division';
import type { EventPhase } from '@tcg/domain/event';
import { useState } from 'react';
import { apiSend } from '../../../lib/client';
import { useSend } from '../../../lib/useSend';
import type {
  ApiError,
  ClockView,
  EventDetail,
  PairingCheckView,
  Registration,
  RoundView,
} from '../../../lib/apiTypes';
import type { DeckProblems } from './DecklistLink';
import { ConfirmStep } from '../../components/ConfirmStep';
import { ErrorNote } from '../../components/ErrorNote';
import { ShortNumberInput } from '../../components/ShortNumberInput';
import { ClockControls } from './ClockControls';
import { PairingCheckPanel } from './PairingCheckPanel';
import { PlayerSelect } from './PlayerSelect';

const button = 'rounded bg-action px-3 py-1.5 text-sm font-medium text-white hover:bg-action-hover disabled:opacity-50';
const plain = 'rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100';
const field = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm';

/** "12 active players", or for a team event the teams none of whose members dropped or was disqualified (244). */
function activeEntrants(players: Registration[], teams: boolean): string {
  const out = (p: Registration) => p.disqualified || p.droppedAfterRound !== null;
  if (!teams) return `${players.filter((p) => !out(p)).length} active players`;
  const teamsOut = new Set(players.filter(out).map((p) => p.teamId));
  const active = new Set(players.filter((p) => p.teamId !== undefined && !teamsOut.has(p.teamId)).map((p) => p.teamId));
  return `${active.size} active teams`;
}

function SwapForm({
  round,
  onSwap,
}: {
  round: RoundView;
  onSwap: (players: [string, string], reason: string) => Promise<void>;
}) {
  const seated = round.matches
    .flatMap((m) => [m.playerA, ...(m.playerB ? [m.playerB] : [])])
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [reason, setReason] = useState('');
  const pick = (which: string, value: string, onChange: (playerId: string) => void) => (
    <PlayerSelect
      label={`${which} player to swap`}
      players={seated}
      value={value}
      onChange={onChange}
      className="ml-1"
    />
  );
  return (
    <form
      className="flex flex-wrap items-end gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void onSwap([first, second], reason);
      }}
    >
      <label>
        Swap
        {pick('First', first, setFirst)}
      </label>
      <label>
        with
        {pick('Second', second, setSecond)}
      </label>
      <label className="grow">
        Reason
        <input className={`${field} ml-1 w-40`} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className={plain} disabled={!first || !second}>
        Swap
      </button>
    </form>
  );
}

function RoundsSetting({ event, onSave }: { event: EventDetail; onSave: (rounds: number) => Promise<void> }) {
  const [rounds, setRounds] = useState(event.rounds ?? event.recommendedRounds.rounds);
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(rounds);
      }}
    >
      <label>
        Swiss rounds
        <ShortNumberInput
          className="ml-2 text-sm"
          min={1}
          max={20}
          value={rounds}
          onValue={(value) => setRounds(Number(value))}
        />
      </label>
      <button type="submit" className={plain}>
        Set
      </button>
      <span className="text-slate-500">
        Recommended: {event.recommendedRounds.rounds} ({event.recommendedRounds.reason})
      </span>
    </form>
  );
}

/** The division groups that play their own number of Swiss rounds, e.g. "Juniors: 4 rounds, then their top cut."; empty when none. */
function groupRoundsNote({ divisionGroups, groupRounds }: EventDetail): string {
  const own = (divisionGroups ?? []).flatMap((group, i) => {
    const rounds = groupRounds?.[i];
    return rounds == null
      ? []
      : [`${group.map((d) => DIVISION_NAMES[d]).join(' + ')}: ${rounds} round${rounds === 1 ? '' : 's'}`];
  });
  return own.length === 0
    ? ''
    : `${own.join(' · ')}, then their top cut; a round pairs only the groups still in Swiss.`;
}

const AFTER_SWISS: Partial<Record<EventPhase['phase'], string>> = {
  cutToMake: 'The Swiss rounds are finished: the top cut is still to make (217).',
  topCut: 'The Swiss rounds are finished: the top cut is on.',
  finished: 'The event is finished.',
};

/** Pairing round 1 locks the decklists (DCI Universal Tournament Rules) and fixes the number of Swiss rounds: said once before it happens, naming who has no legal decklist. */
function lockStatement(event: EventDetail, decklists: string | null, problems: DeckProblems | null): string {
  const rounds = event.rounds ?? event.recommendedRounds.rounds;
  const lists = decklists === null ? '' : ` (${decklists})`;
  const warnings = [
    problems && problems.missing.length > 0 && `Warning: no decklist from ${problems.missing.join(', ')}.`,
    problems && problems.illegal.length > 0 && `Warning: the decklist of ${problems.illegal.join(', ')} is not legal.`,
  ].filter(Boolean);
  return `${warnings.join(' ')} Pair round 1: decklists lock and can no longer be registered or changed${lists} (DCI Universal Tournament Rules); ${rounds} Swiss rounds; players entering later start in round 2 with a loss for round 1.`.trim();
}

interface Props {
  event: EventDetail;
  rounds: RoundView[];
  players: Registration[];
  phase: EventPhase;
  /** The decklists' gaps ("2 missing"), for a role that may see them. */
  decklists?: string | null;
  /** Who has no decklist or an illegal one, when the format has decklists and the role may see them. */
  deckProblems?: DeckProblems | null;
  clock: ClockView;
  /** The pairings check of the current round while it is a draft (210). */
  check?: PairingCheckView | null;
  /** Whether this role may publish a round that failed the check. */
  canOverride?: boolean;
}

export function RoundControl({
  event,
  rounds,
  players,
  phase,
  decklists = null,
  deckProblems = null,
  clock,
  check = null,
  canOverride = false,
}: Props) {
  const router = useRouter();
  const { send, busy, error } = useSend();
  const [confirming, setConfirming] = useState(false);
  const current = rounds.at(-1);
  const nextNumber = (current?.number ?? 0) + 1;
  const afterSwiss = AFTER_SWISS[phase.phase];
  const planned = swissRoundsOf(null, event.divisionGroups, event.groupRounds, event.rounds);
  const morePlanned = planned === null || event.roundsPaired < planned;
  const missing = current?.missingTables ?? [];

  const params = { id: event.id };
  async function pairRoundOne(): Promise<ApiError | null> {
    const sent = await apiSend('POST', '/events/:id/rounds', { params });
    if (!sent.ok) return sent.error;
    setConfirming(false);
    router.refresh();
    return null;
  }

  return (
    <section aria-label="Round control" className="space-y-3">
      <h2 className="text-xl font-semibold">Rounds</h2>
      <p className="text-sm text-slate-600">
        {event.rounds === null
          ? 'Number of Swiss rounds not set: fixed from attendance when round 1 is paired.'
          : `${event.rounds} Swiss rounds.`}{' '}
        {activeEntrants(players, event.teams === true)}.
      </p>
      {groupRoundsNote(event) && <p className="text-sm text-slate-600">{groupRoundsNote(event)}</p>}
      <RoundsSetting
        key={`${event.rounds}-${event.recommendedRounds.rounds}`}
        event={event}
        onSave={(n) => send('PATCH', '/events/:id', { params, body: { rounds: n } })}
      />
      {!afterSwiss && morePlanned && !confirming && (!current || current.status === 'published') && (
        <div className="flex flex-wrap items-center gap-2">
          <button
            className={button}
            disabled={busy || missing.length > 0}
            aria-describedby={missing.length > 0 ? 'pair-blocked' : undefined}
            onClick={() =>
              nextNumber === 1 ? setConfirming(true) : void send('POST', '/events/:id/rounds', { params })
            }
          >
            Pair round {nextNumber}
          </button>
          {missing.length > 0 && (
            <span id="pair-blocked" className="text-sm">
              Waiting for results at table{missing.length === 1 ? '' : 's'} {missing.join(', ')} (210).
            </span>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmStep
          statement={lockStatement(event, decklists, deckProblems)}
          confirmLabel="Pair round 1 and lock decklists"
          onConfirm={pairRoundOne}
          onCancel={() => setConfirming(false)}
        />
      )}
      {afterSwiss && <p className="font-medium text-emerald-700">{afterSwiss}</p>}
      <ErrorNote error={error} />
      {current && (
        <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="font-semibold">
              Round {current.number} · {current.status === 'draft' ? 'draft' : 'published'}
            </h3>
            {current.status === 'draft' && (
              <>
                <button
                  className={button}
                  disabled={busy}
                  onClick={() =>
                    void send('POST', '/events/:id/rounds/:n/publish', { params: { id: event.id, n: current.number } })
                  }
                >
                  Publish round {current.number}
                </button>
                <button
                  className={plain}
                  disabled={busy}
                  onClick={() =>
                    void send('DELETE', '/events/:id/rounds/:n', { params: { id: event.id, n: current.number } })
                  }
                >
                  Discard this draft
                </button>
              </>
            )}
            <ClockControls eventId={event.id} round={current} clock={clock} busy={busy} send={send} />
          </div>
          {current.status === 'draft' && check && (
            <PairingCheckPanel eventId={event.id} check={check} canOverride={canOverride} />
          )}
          {current.status === 'published' && (
            <p className="text-sm">
              {current.missingTables.length === 0
                ? 'All results are in.'
                : `Results missing at tables ${current.missingTables.join(', ')}.`}
            </p>
          )}
          <nav aria-label={`${current.title} pages`} className="flex flex-wrap gap-3 text-sm text-amber-700">
            {current.status === 'published' && <Link href={`/events/${event.id}/results`}>Enter results</Link>}
            <Link href={`/events/${event.id}/rounds/${current.number}/pairings`}>Pairings</Link>
            <Link href={`/events/${event.id}/rounds/${current.number}/slips`}>Match slips</Link>
          </nav>
          <table className="w-full text-sm" aria-label={`Round ${current.number} pairings`}>
            <tbody>
              {current.matches.map((m) => (
                <tr key={m.id} className="border-t border-slate-100 align-top">
                  <td className="py-1 pr-2 text-slate-500">{m.table ?? 'bye'}</td>
                  <td className="py-1 pr-2">
                    {m.playerA.name} {m.playerB ? `vs ${m.playerB.name}` : '— bye'}
                    <div className="text-xs text-slate-500">
                      {m.explanation}
                      {m.extensionMinutes > 0 && ` · time extension +${m.extensionMinutes} min (216)`}
                    </div>
                  </td>
                  <td className="py-1 text-right text-xs text-slate-500">{m.outcome ? 'reported' : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {current.status === 'draft' && (
            <SwapForm
              round={current}
              onSwap={(pair, reason) =>
                send('POST', '/events/:id/rounds/:n/swap', {
                  params: { id: event.id, n: current.number },
                  body: { players: pair, reason },
                })
              }
            />
          )}
        </div>
      )}
      {rounds.length > 1 && (
        <p className="text-sm text-slate-500">
          Earlier rounds:{' '}
          {rounds.slice(0, -1).map((r) => (
            <Link
              key={r.number}
              className="mr-2 text-amber-700 underline"
              href={`/events/${event.id}/rounds/${r.number}/pairings`}
            >
              {r.number}
            </Link>
          ))}
        </p>
      )}
    </section>
  );
}
