import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck } from '@tcg/domain/deck';
import { MODIFIED } from '@tcg/domain/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODIFIED_DECK, UNLIMITED_DECK } from '@tcg/domain/deck/samples';
import { today } from '../clock.ts';
import { useTestApp } from '../testApp.ts';

const api = useTestApp();
let eventId: string;
let ash: string;
let misty: string;
let brock: string;

beforeAll(async () => {
  eventId = (
    await api.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'Deck Registration Cup', format: 'modified' },
    })
  ).json().id;
  const player = async (dciNumber: string, firstName: string, registered = true) => {
    const row = await api.database.db.prisma.player.create({ data: { dciNumber, firstName, lastName: 'Trainer' } });
    if (registered) await api.database.db.prisma.registration.create({ data: { eventId, playerId: row.id } });
    return row.id;
  };
  [ash, misty, brock] = [
    await player('1001', 'Ash'),
    await player('1002', 'Misty'),
    await player('1003', 'Brock', false),
  ];
});

const put = (playerId: string, list: string, id = eventId) =>
  api.app.inject({ method: 'PUT', url: `/api/events/${id}/players/${playerId}/deck`, payload: { list } });
const decks = async () => (await api.app.inject({ method: 'GET', url: `/api/events/${eventId}/decks` })).json();
const audit = (action: string) => api.database.db.prisma.auditEntry.findMany({ where: { eventId, action } });

describe('deck registration before round 1', () => {
  it("stores a player's list with its legality in the event's format, and an audit entry", async () => {
    const response = await put(ash, MODIFIED_DECK);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      playerId: ash,
      format: 'modified',
      checkedOn: today(),
      list: MODIFIED_DECK,
      player: { firstName: 'Ash' },
    });
    expect(response.json().legality).toEqual(
      checkDeck({ format: MODIFIED, date: today(), list: MODIFIED_DECK }, builtInCatalog),
    );
    expect(await audit('deck.register')).toHaveLength(1);
  });

  it('replaces the list on a second registration and lists every deck with its legality', async () => {
    expect((await put(misty, MODIFIED_DECK)).statusCode).toBe(200);
    expect((await put(misty, UNLIMITED_DECK)).statusCode).toBe(200);
    const body = await decks();
    expect(body.locked).toBe(false);
    expect(
      body.decks.map((d: { playerId: string; legality: { legal: boolean } }) => [d.playerId, d.legality.legal]),
    ).toEqual([
      [ash, true],
      [misty, false],
    ]);
    const entries = await audit('deck.register');
    expect(entries).toHaveLength(3);
    expect(entries.at(-1)!.before).toMatchObject({ list: MODIFIED_DECK });
  });

  it.each([
    ['a player not registered for the event', () => put(brock, MODIFIED_DECK), 404, 'NOT_REGISTERED'],
    ['an unknown event', () => put(ash, MODIFIED_DECK, '00000000-0000-4000-8000-000000000000'), 404, 'EVENT_NOT_FOUND'],
    ['an empty list', () => put(ash, ''), 400, 'VALIDATION_ERROR'],
    ['a list over the parser limit', () => put(ash, 'x'.repeat(100_001)), 400, 'VALIDATION_ERROR'],
  ])('refuses %s and stores nothing', async (_, send, status, code) => {
    const before = await decks();
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await decks()).toEqual(before);
  });
});

describe('once round 1 is paired', () => {
  let roundId: string;
  beforeAll(async () => {
    roundId = (await api.database.db.prisma.round.create({ data: { eventId, number: 1, seed: 7 } })).id;
    await api.database.db.prisma.match.create({ data: { roundId, tableNumber: 3, playerAId: ash, playerBId: misty } });
  });

  it('locks the lists: 409, nothing changes', async () => {
    const before = await decks();
    const response = await put(ash, UNLIMITED_DECK);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DECKS_LOCKED');
    expect(await decks()).toEqual({ ...before, locked: true });
  });

  it('gives a judge the two players at a table with their registered lists', async () => {
    const response = await api.app.inject({ method: 'GET', url: `/api/events/${eventId}/tables/3/decks` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ round: 1, table: 3 });
    expect(body.players.map((p: { playerId: string; deck: { list: string } }) => [p.playerId, p.deck.list])).toEqual([
      [ash, MODIFIED_DECK],
      [misty, UNLIMITED_DECK],
    ]);
    expect((await api.app.inject({ method: 'GET', url: `/api/events/${eventId}/tables/9/decks` })).statusCode).toBe(
      404,
    );
  });

  it('records a deck check with its audit entry, only for a player at that table', async () => {
    const post = (payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/events/${eventId}/deck-checks`, payload });
    const response = await post({
      playerId: misty,
      round: 1,
      table: 3,
      outcome: 'does-not-match',
      note: '3 Scyther registered, 2 in the deck',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      playerId: misty,
      round: 1,
      table: 3,
      outcome: 'does-not-match',
      note: '3 Scyther registered, 2 in the deck',
    });
    expect(await audit('deck.check')).toHaveLength(1);
    expect((await post({ playerId: misty, round: 1, table: 4, outcome: 'matches' })).json().code).toBe('NOT_AT_TABLE');
    expect((await post({ playerId: misty, round: 1, table: 3, outcome: 'maybe' })).statusCode).toBe(400);
    expect((await post({ playerId: misty, round: 1, table: 3, outcome: 'matches', judge: 'me' })).statusCode).toBe(400);
    expect((await decks()).checks).toHaveLength(1);
    expect(await audit('deck.check')).toHaveLength(1);
  });
});
