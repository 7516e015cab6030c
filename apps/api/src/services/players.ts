// Registration flows: each runs in the caller's transaction, with the event locked, deciding with the domain's rules.
import {
  eventRepository,
  eventRow,
  limitedSettingsOf,
  lockEvent,
  playerRepository,
  type DivisionEntry,
  type ParticipationChange,
  type RegistrationRecord,
  type Tx,
} from '@tcg/db';
import {
  canRegister,
  canRemovePlayer,
  canUndoDrop,
  canUseDciNumber,
  disqualifyAfterRound,
  dropAfterRound,
  validatePlayerEntry,
  type PlayerEntry,
} from '@tcg/domain/event';
import { energyAnnounced, limitedFormat } from '@tcg/domain/draft';
import { avoidPair } from '@tcg/domain/pairing';
import { playerDivision, swissRoundsOf, validateBirthYear } from '@tcg/domain/division';
import { must, RuleViolation } from '@tcg/domain/shared';

/** 233: a Limited event opens registration once the organizer has announced whether basic Energy is provided. */
export async function checkEnergyAnnounced(tx: Tx, eventId: string) {
  const row = await eventRow(tx, eventId);
  const format = limitedFormat(row.format);
  if (format) must(energyAnnounced(limitedSettingsOf(row, format).energy, 'players register'));
}

/** A year of birth checked against the event's date, and the organizer's division (null: from the year). */
function divisionEntry(input: Partial<DivisionEntry>, before: DivisionEntry, eventDate: string): DivisionEntry {
  const birthYear = input.birthYear === undefined ? before.birthYear : input.birthYear;
  return {
    birthYear: birthYear === null ? null : must(validateBirthYear(birthYear, eventDate)),
    division: input.division === undefined ? before.division : input.division,
  };
}

/** Registers a player; after round 1 is paired, a late entry whose missed rounds are losses. */
export async function registerPlayer(
  tx: Tx,
  eventId: string,
  { birthYear, division, ...input }: PlayerEntry & Partial<DivisionEntry>,
  actor: string,
): Promise<RegistrationRecord> {
  const entry = must(validatePlayerEntry(input));
  await lockEvent(tx, eventId);
  const event = await eventRepository.get(tx, eventId);
  await checkEnergyAnnounced(tx, eventId);
  const divisions = divisionEntry({ birthYear, division }, { birthYear: null, division: null }, event.date);
  // A late entrant plays in their division's group, whose Swiss rounds may end before the event's.
  const own = event.divisionGroups === null ? null : playerDivision(divisions, event.date);
  const facts = {
    teamEvent: event.teams,
    roundsPaired: await playerRepository.roundsPaired(tx, eventId),
    rounds: swissRoundsOf(own, event.divisionGroups, event.groupRounds, event.rounds),
    alreadyRegistered: (await playerRepository.holderOf(tx, eventId, entry.dciNumber)) !== null,
    dciNumber: entry.dciNumber,
  };
  const firstRound = must(canRegister(facts));
  return playerRepository.register(tx, eventId, entry, firstRound, actor, divisions);
}

/** Registers every player of a list in one transaction: the first refusal, naming `players[i]`, leaves nothing stored. */
export async function registerMany(
  tx: Tx,
  eventId: string,
  entries: readonly (PlayerEntry & Partial<DivisionEntry>)[],
  actor: string,
): Promise<RegistrationRecord[]> {
  const registered: RegistrationRecord[] = [];
  for (const [i, entry] of entries.entries()) {
    try {
      registered.push(await registerPlayer(tx, eventId, entry, actor));
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      const { field, message, ...rest } = error.error;
      throw new RuleViolation({
        ...rest,
        message: `Player ${i + 1} (DCI number ${entry.dciNumber}): ${message}`,
        field: `players[${i}]${field ? `.${field}` : ''}`,
      });
    }
  }
  return registered;
}

/** Edits a registered player's name or DCI number; another player's DCI number is refused. */
export async function editPlayer(
  tx: Tx,
  eventId: string,
  playerId: string,
  { birthYear, division, ...input }: Partial<PlayerEntry & DivisionEntry>,
  actor: string,
): Promise<RegistrationRecord> {
  await lockEvent(tx, eventId);
  const before = await playerRepository.get(tx, eventId, playerId);
  const entry = must(
    validatePlayerEntry({
      dciNumber: before.dciNumber,
      firstName: before.firstName,
      lastName: before.lastName,
      ...input,
    }),
  );
  if (entry.dciNumber !== before.dciNumber)
    must(canUseDciNumber(entry.dciNumber, playerId, await playerRepository.holderOf(tx, eventId, entry.dciNumber)));
  const { date } = await eventRepository.get(tx, eventId);
  return playerRepository.edit(tx, eventId, before, entry, divisionEntry({ birthYear, division }, before, date), actor);
}

/** Removes a player registered by mistake, before round 1 is paired (UTR); afterwards the player drops. */
export async function removePlayer(tx: Tx, eventId: string, playerId: string, actor: string): Promise<void> {
  await lockEvent(tx, eventId);
  const before = await playerRepository.get(tx, eventId, playerId);
  must(
    canRemovePlayer({
      roundsPaired: await playerRepository.roundsPaired(tx, eventId),
      ...(await playerRepository.ties(tx, eventId, playerId)),
    }),
  );
  await playerRepository.remove(tx, eventId, before, actor);
}

type Decide = (player: RegistrationRecord, roundsPaired: number) => { data: ParticipationChange; reason?: string };

/** Drop, undo or disqualification: the rule decides on the registration and the rounds paired, the repository stores it. */
async function changeParticipation(
  tx: Tx,
  eventId: string,
  playerId: string,
  action: string,
  actor: string,
  decide: Decide,
) {
  await lockEvent(tx, eventId);
  const before = await playerRepository.get(tx, eventId, playerId);
  const { data, reason } = decide(before, await playerRepository.roundsPaired(tx, eventId));
  return playerRepository.changeParticipation(tx, eventId, before, data, action, actor, reason ?? null);
}

export const dropPlayer = (tx: Tx, eventId: string, playerId: string, actor: string, reason?: string) =>
  changeParticipation(tx, eventId, playerId, 'player.drop', actor, (p, paired) => ({
    data: { droppedAfterRound: must(dropAfterRound(p, paired)) },
    ...(reason?.trim() && { reason: reason.trim() }),
  }));

export const undoDrop = (tx: Tx, eventId: string, playerId: string, actor: string) =>
  changeParticipation(tx, eventId, playerId, 'player.undoDrop', actor, (p, paired) => {
    must(canUndoDrop(p, paired));
    return { data: { droppedAfterRound: null } };
  });

export const disqualifyPlayer = (tx: Tx, eventId: string, playerId: string, reason: string, actor: string) =>
  changeParticipation(tx, eventId, playerId, 'player.disqualify', actor, (p, paired) => {
    const droppedAfterRound = must(disqualifyAfterRound(p, paired, reason));
    const why = reason.trim();
    return {
      data: { disqualified: true, disqualifiedReason: why, disqualifiedAfterRound: paired, droppedAfterRound },
      reason: why,
    };
  });

/** Two registered players the organizer asks to keep apart (family members); honoured by pairing when possible. */
export async function avoidPlayers(
  tx: Tx,
  eventId: string,
  playerIds: [string, string],
  actor: string,
): Promise<[string, string][]> {
  await lockEvent(tx, eventId);
  for (const id of playerIds) await playerRepository.get(tx, eventId, id);
  return playerRepository.avoid(tx, eventId, must(avoidPair(playerIds)), actor);
}
