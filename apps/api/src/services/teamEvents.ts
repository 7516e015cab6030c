// Team events (241–246): the stored teams and the event's state handed to the domain's team rules, then saved.
import {
  accountRepository,
  eventRepository,
  formatKindOf,
  lockEvent,
  roundRepository,
  teamEntryRepository as entries,
  teamRepository,
  type EnteredTeam,
  type MatchRecord,
  type RoundRecord,
  type Tx,
} from '@tcg/db';
import { ratingsCategoryOf } from '@tcg/domain/rating';
import { must, type Result } from '@tcg/domain/shared';
import {
  canChangeTeam,
  checkTeamDecks,
  designateSeats,
  keyOfTeam,
  memberStatus,
  nameReservations,
  ratingsCategory,
  refuseTeamName,
  teamEntry,
  teamEventOnly,
  teamFormatOf,
  teamKey,
  teamRegistration,
  teamStatus,
  type PlayerSeat,
  type RegisteredTeam,
  type TeamInfo,
} from '@tcg/domain/team';
import type { EventTeam, NameRefusal, Of, RatingsReport, Team, TeamDecks } from '@tcg/contract';
import type { SignedIn } from '@tcg/contract';
import { checkEnergyAnnounced } from './players.ts';

type Details = Pick<Of<typeof Team>, 'name' | 'affiliation' | 'city' | 'state' | 'country'> & {
  members: readonly Of<typeof Team>['members'][number][];
};

/** A team as the domain's rules take it: the API's `state` is the rules' `stateProvince`. */
const asRegistered = (team: Details, key: string): RegisteredTeam => ({
  key,
  info: { ...team, affiliation: team.affiliation ?? undefined, stateProvince: team.state },
});

const asEntered = (team: EnteredTeam) =>
  asRegistered(team, teamKey(team.members[0]?.dciNumber ?? '', team.members[1]?.dciNumber ?? ''));

/** A refusal names the API's field: `state`, where the rules say `stateProvince`. */
const apiFields = <T>(result: Result<T>): Result<T> =>
  result.ok || result.error.field !== 'stateProvince'
    ? result
    : { ok: false, error: { ...result.error, field: 'state' } };

/** Out of the event when either member dropped or was disqualified (244). */
const withStatus = (team: EnteredTeam): Of<typeof EventTeam> => {
  const [a, b] = team.members as [EnteredTeam['members'][number], EnteredTeam['members'][number]];
  return { ...team, dropped: teamStatus({ A: memberStatus(a), B: memberStatus(b) }).status === 'dropped' };
};

/** Registers a team (243): its two DCI members identify it, so a known pair updates its details instead (its owner or the admin only). */
export async function registerTeam(tx: Tx, input: TeamInfo, account: SignedIn) {
  const info = must(apiFields(teamRegistration(input)));
  const key = keyOfTeam(info);
  const stored = await teamRepository.lockPair(tx, key);
  if (stored)
    must(
      canChangeTeam({
        ownerId: stored.ownerId,
        accountId: account.id,
        admin: await accountRepository.isAdmin(tx, account.id),
      }),
    );
  return teamRepository.register(tx, info, key, account.id, account.email);
}

/** The entered teams with what keeps their decks from being ready (Appendix A.B 1). */
export async function listTeams(tx: Tx, eventId: string): Promise<(Of<typeof EventTeam> & Of<typeof TeamDecks>)[]> {
  const event = await entries.event(tx, eventId);
  const format = teamFormatOf(event.format);
  const totals = await entries.deckTotals(tx, eventId);
  return (await entries.list(tx, eventId)).map((team) => {
    const registered = team.members.flatMap((m) =>
      totals.has(m.playerId) ? [[m.seat, totals.get(m.playerId)!] as const] : [],
    );
    return {
      ...withStatus(team),
      decks: format.ok ? checkTeamDecks(format.value, Object.fromEntries(registered)) : [],
    };
  });
}

/** The event locked, and refused unless it is a team event (201). */
async function teamEvent(tx: Tx, eventId: string) {
  await lockEvent(tx, eventId);
  const event = await entries.event(tx, eventId);
  must(teamEventOnly(event));
  return event;
}

/** Enters a registered team (244): both members with its designations; late teams lose the rounds missed. */
export async function enterTeam(tx: Tx, eventId: string, teamId: string, actor: string): Promise<Of<typeof EventTeam>> {
  const event = await teamEvent(tx, eventId);
  await checkEnergyAnnounced(tx, eventId);
  const { team, key } = await teamRepository.keyed(tx, teamId);
  const alone = await entries.registeredAmong(
    tx,
    eventId,
    team.members.map((m) => m.dciNumber),
  );
  const firstRound = must(
    teamEntry({
      roundsPaired: event.roundsPaired,
      rounds: event.rounds,
      entered: (await entries.list(tx, eventId)).map(asEntered),
      team: asRegistered(team, key),
      reservations: nameReservations(await entries.nameHistory(tx, eventId)),
      refusals: await entries.refusals(tx, eventId),
      registeredAlone: alone,
    }),
  );
  return withStatus(await entries.enter(tx, eventId, team, firstRound, actor));
}

/** The organizer refuses a team name (242); the reason is logged. */
export async function refuseName(
  tx: Tx,
  eventId: string,
  name: string,
  reason: string,
  actor: string,
): Promise<Of<typeof NameRefusal>> {
  await teamEvent(tx, eventId);
  const refusal = must(refuseTeamName(name, reason));
  await entries.refuseName(tx, eventId, refusal, actor);
  return refusal;
}

/** Designates Player A and Player B again; only until round 1 is paired (244). */
export async function designate(
  tx: Tx,
  eventId: string,
  teamId: string,
  seats: Record<PlayerSeat, string>,
  actor: string,
): Promise<Of<typeof EventTeam>> {
  const event = await teamEvent(tx, eventId);
  const before = await entries.team(tx, eventId, teamId);
  const designated = must(designateSeats(asEntered(before), seats, event.roundsPaired > 0));
  const seatOf = new Map(designated.info.members.map((m) => [m.dciNumber, m.seat]));
  if (before.members.every((m) => seatOf.get(m.dciNumber) === m.seat)) return withStatus(before);
  const playerSeats = new Map(before.members.map((m) => [m.playerId, seatOf.get(m.dciNumber)!]));
  return withStatus(await entries.designate(tx, eventId, before, playerSeats, actor));
}

type RatedMatchLine = Of<typeof RatingsReport>['matches'][number];

function ratedLine(round: RoundRecord, m: MatchRecord): RatedMatchLine {
  const player = (p: MatchRecord['playerA']) => ({ dciNumber: p.dciNumber, name: p.name });
  const result = m.bye
    ? 'bye'
    : !m.outcome
      ? 'unreported'
      : m.outcome.winner === null
        ? 'draw'
        : m.outcome.winner === m.playerA.id
          ? 'A'
          : 'B';
  return {
    round: round.number,
    stage: round.stage,
    table: m.table,
    playerA: player(m.playerA),
    playerB: m.playerB && player(m.playerB),
    result,
  };
}

/** The results for ratings under the event's category (201, 245, 246): per team in a team event, else every match. */
export async function ratingsReport(tx: Tx, eventId: string): Promise<Of<typeof RatingsReport>> {
  const event = await eventRepository.get(tx, eventId);
  if (event.teams) {
    const category = must(ratingsCategory(event));
    return {
      eventId,
      event: event.name,
      date: event.date,
      category,
      matches: [],
      teams: (await entries.results(tx, eventId)).teams,
    };
  }
  const matches = (await roundRepository.list(tx, eventId)).flatMap((round) =>
    round.matches.map((m) => ratedLine(round, m)),
  );
  return {
    eventId,
    event: event.name,
    date: event.date,
    category: ratingsCategoryOf(await formatKindOf(tx, event.format)),
    matches,
    teams: [],
  };
}
