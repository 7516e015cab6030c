import { TEAM_FORMATS, seatTeamGame, teamFormatOf, type TableSeat, type TeamAtTable } from '@tcg/domain/team';
import type { EventDetail, EventTeamView, MatchView, RoundView } from '../../../../../lib/apiTypes';
import { ScoringNote } from '../../Announced';
import { pairingCell as cell, PairingsList } from './PairingsList';
import type { ReactNode } from 'react';
import { SlipCard } from './SlipCard';
import { SlipGrid } from './SlipGrid';

type Members = EventTeamView['members'][number];

const teamOf = (teams: EventTeamView[], entrantId: string | undefined) => teams.find((t) => t.entrantId === entrantId);
const memberName = (m: Members | undefined) => (m ? `${m.firstName} ${m.lastName}` : '');
const atTable = (team: EventTeamView): TeamAtTable => ({
  id: team.teamId,
  A: team.members[0]!.playerId,
  B: team.members[1]!.playerId,
});

function TeamCell({ team }: { team: EventTeamView | undefined }) {
  if (!team) return <>BYE</>;
  return (
    <>
      <span className="font-medium">{team.name}</span>
      <span className="block text-xs text-slate-600">
        {team.members.map((m) => `${m.seat}: ${memberName(m)}`).join(' · ')}
      </span>
    </>
  );
}

/** Pairings of a team round: by table, and every member by last name with the table to go to. */
export function TeamPairings({ matches, teams }: { matches: MatchView[]; teams: EventTeamView[] }) {
  const seated = matches
    .flatMap((m) =>
      [teamOf(teams, m.playerA.id), teamOf(teams, m.playerB?.id)].flatMap((t) =>
        t ? t.members.map((member) => ({ member, team: t, table: m.table })) : [],
      ),
    )
    .sort(
      (x, y) =>
        x.member.lastName.localeCompare(y.member.lastName) || x.member.firstName.localeCompare(y.member.firstName),
    );
  return (
    <div className="grid gap-8 md:grid-cols-2 print:block">
      <PairingsList title="By table" label="Team pairings by table" headers={['Table', 'Team', 'Opponents']}>
        {matches.map((m) => (
          <tr key={m.id}>
            <td className={`${cell} text-center font-semibold`}>{m.table ?? '—'}</td>
            <td className={cell}>
              <TeamCell team={teamOf(teams, m.playerA.id)} />
            </td>
            <td className={cell}>
              <TeamCell team={teamOf(teams, m.playerB?.id)} />
            </td>
          </tr>
        ))}
      </PairingsList>
      <PairingsList
        title="By last name"
        label="Team pairings by last name"
        headers={['Player', 'Team', 'Table']}
        second
      >
        {seated.map(({ member, team, table }) => (
          <tr key={member.playerId}>
            <td className={cell}>
              {member.lastName}, {member.firstName} (Player {member.seat})
            </td>
            <td className={cell}>{team.name}</td>
            <td className={`${cell} text-center font-semibold`}>{table ?? 'BYE'}</td>
          </tr>
        ))}
      </PairingsList>
    </div>
  );
}

/** The four seats of Appendix A.B 2–3, one on each side of the table: 1 faces 3, 2 faces 4, and N + 1 sits to the left of N. */
function SeatingDiagram({ seats, name }: { seats: TableSeat[]; name: (seat: TableSeat) => string }) {
  const at = (position: number) => seats.find((s) => s.position === position)!;
  const place = (position: number, where: string) => (
    <div className={`${where} rounded border border-slate-300 px-2 py-1 text-center text-xs`}>
      <span className="font-semibold">{at(position).label}</span> {name(at(position))}
    </div>
  );
  return (
    <div className="grid grid-cols-3 grid-rows-3 items-center gap-1" aria-label="Seating">
      {place(3, 'col-start-2 row-start-1')}
      {place(2, 'col-start-1 row-start-2')}
      <div className="col-start-2 row-start-2 rounded bg-slate-100 py-3 text-center text-xs text-slate-500">table</div>
      {place(4, 'col-start-3 row-start-2')}
      {place(1, 'col-start-2 row-start-3')}
    </div>
  );
}

/** A team match slip: the Appendix A.B seating, the play order for either starting team, and team Prizes at time. */
export function TeamSlip({
  event,
  round,
  match,
  teams,
  qr,
}: {
  event: EventDetail;
  round: RoundView;
  match: MatchView;
  teams: EventTeamView[];
  qr: ReactNode;
}) {
  const { bestOf, stage } = round;
  const x = teamOf(teams, match.playerA.id);
  const y = teamOf(teams, match.playerB?.id);
  if (!x || !y) return null;
  const layouts = [x, y].flatMap((first) => {
    const seated = seatTeamGame([atTable(x), atTable(y)], first.teamId);
    return seated.ok ? [{ first, table: seated.value }] : [];
  });
  const members = [...x.members, ...y.members];
  const name = (seat: TableSeat) => memberName(members.find((m) => m.playerId === seat.playerId));
  const teamFormat = teamFormatOf(event.format);
  const prizes = teamFormat.ok ? TEAM_FORMATS[teamFormat.value].prizes : null;
  return (
    <SlipCard eventName={event.name} round={round.title} match={match} qr={qr}>
      <div className="grid gap-3 md:grid-cols-2 print:grid-cols-2">
        {layouts[0] && <SeatingDiagram seats={layouts[0].table.seats} name={name} />}
        <ul className="space-y-1 text-xs" aria-label="Play order">
          {layouts.map(({ first, table }) => (
            <li key={first.teamId}>
              <span className="mr-1 inline-block h-3 w-3 border border-slate-500 align-middle" /> {first.name} starts:{' '}
              {table.seats.map((s) => `${s.label} ${name(s)}`).join(' → ')}
            </li>
          ))}
          <li className="text-slate-500">The order of turns is also the mulligan order (Appendix A.B 4).</li>
        </ul>
      </div>
      <div className="mt-2">
        <SlipGrid
          who="Team"
          prizes="Team Prizes at time"
          signature="Signatures A / B"
          games={bestOf}
          rows={[x, y].map((team) => ({ key: team.teamId, name: <TeamCell team={team} /> }))}
        />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {prizes && `Player A sets out ${prizes.A} Prizes, Player B ${prizes.B} (${prizes.A + prizes.B} a team). `}A game
        ends when a team has drawn all its Prizes or both its players are out. At time, the team with fewer Prizes left
        wins; equal Prizes is a draw in Swiss (216 applied to teams).
        {match.extensionMinutes > 0 && ` Time extension: ${match.extensionMinutes} minutes.`}
      </p>
      <ScoringNote event={{ bestOf, scoring: event.scoring }} stage={stage} className="text-xs" />
    </SlipCard>
  );
}
