import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface DraftOut {
  status: string;
  group: number | null;
  active: number | null;
  seatToPick: number | null;
  pickNumber: number | null;
  giveOldestCard: boolean;
  oldestCard: number | null;
  tablesLaidOut: number;
  seats: { seat: number; playerId: string; drafted: number }[];
  cards: { number: number; cardId: string; takenBy: number | null; oldestCardGiven: boolean }[];
  rows: number[][];
  order: number[];
}

const opened = useTestApp();
const kit = () => eventKit(opened.app);
const TEN_CARDS = Array.from({ length: 10 }, (_, i) => `gym1-${i + 1}`);

async function seatedPod(players = 8) {
  const event = await kit().createEvent({ format: 'rochester-draft' });
  await kit().registerMany(event.id, players);
  await kit().ok('POST', `/api/events/${event.id}/pods`);
  return event.id;
}

const url = (eventId: string, path = '') => `/api/events/${eventId}/pods/1/draft${path}`;
const state = (eventId: string) => kit().ok<DraftOut>('GET', url(eventId));
const pick = (eventId: string, seat: number, cardNumber: number) =>
  kit().call('POST', url(eventId, '/picks'), { seat, cardNumber });
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterEach(() => vi.useRealTimers());

describe('the live Rochester Draft (Appendix A 4–7)', () => {
  it('starts, lays out two packs in rows of seven, reviews 30 s, then takes picks in horseshoe order', async () => {
    const eventId = await seatedPod();
    const started = await kit().call('POST', url(eventId), { firstSeat: 1 });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'layOut',
      group: 1,
      active: 1,
      pickSeconds: 4,
      reviewSeconds: 30,
      tablesTotal: 24,
    });

    const laid = await kit().ok<DraftOut>('POST', url(eventId, '/layout'), { cards: TEN_CARDS });
    expect(laid).toMatchObject({
      status: 'review',
      active: 1,
      seatToPick: 1,
      pickNumber: 1,
      remainingSeconds: 30,
      rows: [
        [1, 2, 3, 4, 5, 6, 7],
        [8, 9, 10],
      ],
    });
    expect(laid.order).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 8, 7]);
    expect((await pick(eventId, 1, 5)).body).toMatchObject({ code: 'REVIEW_NOT_OVER' });

    later(30);
    const first = await pick(eventId, 1, 5);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'pick',
      seatToPick: 2,
      pickNumber: 2,
      cards: expect.arrayContaining([expect.objectContaining({ number: 5, cardId: 'gym1-5', takenBy: 1 })]),
    });
  });

  it('does not start before basic Energy is announced (233): players registered before the announcement was required, 409, nothing stored', async () => {
    const eventId = await seatedPod();
    await opened.database.db.prisma.event.update({ where: { id: eventId }, data: { energyProvided: null } });
    const drafts = await opened.database.db.prisma.draft.count();
    const refused = await kit().call('POST', url(eventId), { firstSeat: 1 });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'ENERGY_NOT_ANNOUNCED', section: '233', field: 'energy.provided' },
    });
    expect(await opened.database.db.prisma.draft.count()).toBe(drafts);
  });

  it('refuses a pick out of order and a card already taken with 409, storing nothing', async () => {
    const eventId = await seatedPod();
    await kit().ok('POST', url(eventId), { firstSeat: 1 });
    await kit().ok('POST', url(eventId, '/layout'), { cards: TEN_CARDS });
    later(30);
    await pick(eventId, 1, 5);
    const before = await state(eventId);
    const outOfOrder = await pick(eventId, 3, 6);
    expect(outOfOrder).toMatchObject({ status: 409, body: { code: 'PICK_OUT_OF_ORDER', field: 'seat' } });
    const taken = await pick(eventId, 2, 5);
    expect(taken).toMatchObject({ status: 409, body: { code: 'CARD_ALREADY_TAKEN', field: 'card' } });
    expect(await state(eventId)).toEqual(before);
  });

  it('gives the oldest card when time runs out, then refuses a pick once the table is cleared', async () => {
    const eventId = await seatedPod();
    await kit().ok('POST', url(eventId), { firstSeat: 1, pickSeconds: 3 });
    await kit().ok('POST', url(eventId, '/layout'), { cards: TEN_CARDS });
    later(30);
    await pick(eventId, 1, 5);
    expect(await kit().call('POST', url(eventId, '/timeout'))).toMatchObject({
      status: 409,
      body: { code: 'PICK_TIME_NOT_OVER' },
    });
    later(3);
    expect(await state(eventId)).toMatchObject({ giveOldestCard: true, oldestCard: 1, seatToPick: 2 });
    const given = await kit().ok<DraftOut>('POST', url(eventId, '/timeout'));
    expect(given.cards[0]).toMatchObject({ number: 1, takenBy: 2, oldestCardGiven: true });

    for (const [seat, card] of [
      [3, 2],
      [4, 3],
      [5, 4],
      [6, 6],
      [7, 7],
      [8, 8],
      [8, 9],
      [7, 10],
    ] as const) {
      expect((await pick(eventId, seat, card)).status).toBe(200);
    }
    const cleared = await state(eventId);
    expect(cleared).toMatchObject({ status: 'layOut', group: 1, active: 2, tablesLaidOut: 1, cards: [] });
    expect(await pick(eventId, 2, 1)).toMatchObject({ status: 409, body: { code: 'NO_CARDS_ON_TABLE' } });

    const seat7 = cleared.seats.find((s) => s.seat === 7)!;
    expect(seat7.drafted).toBe(2);
    expect(await kit().ok('GET', `/api/events/${eventId}/players/${seat7.playerId}/drafted`)).toEqual({
      cards: [
        { cardId: 'gym1-10', count: 1 },
        { cardId: 'gym1-7', count: 1 },
      ],
    });
    expect(await kit().ok('GET', `/api/events/${eventId}/players/${seat7.playerId}/drafted?pod=2`)).toEqual({
      cards: [],
    });
    const actions = (await kit().audit(eventId)).map((a) => a.action).filter((a) => a.startsWith('draft.'));
    const count = (action: string) => actions.filter((a) => a === action).length;
    expect([count('draft.start'), count('draft.layOut'), count('draft.pick'), count('draft.oldestCard')]).toEqual([
      1, 1, 9, 1,
    ]);
  });

  it('refuses a layout with basic Energy, from other packs or while cards are on the table', async () => {
    const eventId = await seatedPod();
    await kit().ok('POST', url(eventId), { firstSeat: 1 });
    const energy = await kit().call('POST', url(eventId, '/layout'), { cards: ['gym1-1', 'gym1-129'] });
    expect(energy).toMatchObject({
      status: 400,
      body: { code: 'BASIC_ENERGY_ON_TABLE', field: 'cards[1]', section: 'Appendix A 4' },
    });
    expect(await kit().call('POST', url(eventId, '/layout'), { cards: ['gym2-1'] })).toMatchObject({
      status: 400,
      body: { code: 'CARD_NOT_IN_PACKS' },
    });
    expect(await state(eventId)).toMatchObject({ status: 'layOut', tablesLaidOut: 0 });
    await kit().ok('POST', url(eventId, '/layout'), { cards: TEN_CARDS });
    expect(await kit().call('POST', url(eventId, '/layout'), { cards: TEN_CARDS })).toMatchObject({
      status: 409,
      body: { code: 'TABLE_NOT_CLEARED' },
    });
  });

  it('answers 404 for a pod that does not exist, 409 before the start, and refuses a second start, a bad first seat or seating again', async () => {
    const eventId = await seatedPod();
    expect(await kit().call('POST', `/api/events/${eventId}/pods/9/draft`, { firstSeat: 1 })).toMatchObject({
      status: 404,
      body: { code: 'POD_NOT_FOUND' },
    });
    expect(await kit().call('GET', `/api/events/${eventId}/pods/9/draft`)).toMatchObject({
      status: 404,
      body: { code: 'POD_NOT_FOUND' },
    });
    expect(await kit().call('GET', url(eventId))).toMatchObject({ status: 409, body: { code: 'DRAFT_NOT_STARTED' } });
    expect(await kit().call('POST', url(eventId), { firstSeat: 9 })).toMatchObject({
      status: 400,
      body: { code: 'SEAT_OUT_OF_RANGE', field: 'firstSeat' },
    });
    expect((await kit().call('POST', url(eventId), { firstSeat: 1, extra: true })).status).toBe(400);
    await kit().ok('POST', url(eventId), { firstSeat: 3 });
    expect(await kit().call('POST', url(eventId), { firstSeat: 1 })).toMatchObject({
      status: 409,
      body: { code: 'DRAFT_STARTED' },
    });
    expect(await kit().call('POST', `/api/events/${eventId}/pods`)).toMatchObject({
      status: 409,
      body: { code: 'PODS_LOCKED' },
    });
  });

  it('refuses a called draft in a Booster Draft event', async () => {
    const event = await kit().createEvent({ format: 'booster-draft' });
    await kit().registerMany(event.id, 6);
    await kit().ok('POST', `/api/events/${event.id}/pods`);
    expect(await kit().call('POST', url(event.id), { firstSeat: 1 })).toMatchObject({
      status: 409,
      body: { code: 'NOT_ROCHESTER_DRAFT' },
    });
  });
});

interface SheetOut {
  firstSeat: number;
  cardsPerPhase: number;
  seats: { seat: number; playerId: string; name: string }[];
  rochester: { group: number; turn: number; active: number; picks: number[] }[] | null;
  passing: { pack: number; direction: string; passTo: number[] }[] | null;
}

describe('draft sheets (Appendix A 6–7, 235)', () => {
  const sheet = (eventId: string) => kit().ok<SheetOut>('GET', `/api/events/${eventId}/pods/1/sheet`);

  it('prints each Rochester phase from the first seat the judge designated', async () => {
    const eventId = await seatedPod(7);
    expect((await sheet(eventId)).firstSeat).toBe(1);
    await kit().ok('POST', url(eventId), { firstSeat: 3 });
    const printed = await sheet(eventId);
    expect(printed.seats.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const actives = (group: number) => printed.rochester!.filter((p) => p.group === group).map((p) => p.active);
    expect(actives(1)).toEqual([3, 4, 5, 6, 7, 1, 2]);
    expect(actives(2)).toEqual([2, 1, 7, 6, 5, 4, 3]);
    expect(actives(3)).toEqual([3, 4, 5, 6, 7, 1, 2]);
    const first = printed.rochester![0]!;
    expect(first.picks).toHaveLength(printed.cardsPerPhase);
    expect(first.picks.slice(0, 10)).toEqual([3, 4, 5, 6, 7, 1, 2, 2, 1, 7]);
    expect(printed.passing).toBeNull();
  });

  it('shows Booster Draft pack passing, left, right, left', async () => {
    const event = await kit().createEvent({ format: 'booster-draft' });
    await kit().registerMany(event.id, 6);
    await kit().ok('POST', `/api/events/${event.id}/pods`);
    const printed = await sheet(event.id);
    expect(printed.rochester).toBeNull();
    expect(printed.passing!.map((p) => p.direction).slice(0, 3)).toEqual(['left', 'right', 'left']);
    for (const round of printed.passing!) expect([...round.passTo].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has no sheet for Sealed Deck or a pod that does not exist', async () => {
    const sealed = await kit().createEvent({ format: 'sealed' });
    await kit().registerMany(sealed.id, 6);
    await kit().ok('POST', `/api/events/${sealed.id}/pods`);
    expect(await kit().call('GET', `/api/events/${sealed.id}/pods/1/sheet`)).toMatchObject({
      status: 409,
      body: { code: 'NOT_A_DRAFT' },
    });
    const eventId = await seatedPod(8);
    expect(await kit().call('GET', `/api/events/${eventId}/pods/2/sheet`)).toMatchObject({
      status: 404,
      body: { code: 'POD_NOT_FOUND' },
    });
  });
});

describe('a Rochester Draft pool is what the live draft recorded (231, Appendix A 4, 6)', () => {
  it('lays 22 cards as seven, seven and eight', async () => {
    const eventId = await seatedPod();
    await kit().ok('POST', url(eventId), { firstSeat: 1 });
    const laid = await kit().ok<DraftOut>('POST', url(eventId, '/layout'), {
      cards: Array.from({ length: 22 }, (_, i) => `gym1-${i + 1}`),
    });
    expect(laid.rows.map((row) => row.length)).toEqual([7, 7, 8]);
  });

  it('refuses a typed pool that differs from the drafted cards (409 naming the card and both counts, nothing stored) unless a judge gives a reason, audited', async () => {
    const eventId = await seatedPod();
    const started = await kit().ok<DraftOut>('POST', url(eventId), { firstSeat: 1 });
    await kit().ok('POST', url(eventId, '/layout'), { cards: TEN_CARDS });
    later(30);
    expect((await pick(eventId, 1, 5)).status).toBe(200);
    const seatOne = started.seats.find((s) => s.seat === 1)!.playerId;
    const pool = `/api/events/${eventId}/players/${seatOne}/pool`;

    const typed = await kit().call('PUT', pool, { cards: [{ cardId: 'gym1-5', count: 2 }] });
    expect(typed).toMatchObject({ status: 409, body: { code: 'POOL_DIFFERS_FROM_DRAFT', field: 'cards' } });
    expect(typed.body.message).toContain('(Gym Heroes 5): 2 in the pool, 1 drafted');
    expect((await kit().call('GET', pool)).status).toBe(404);
    const noReason = await kit().call('PUT', pool, {
      cards: [{ cardId: 'gym1-5', count: 2 }],
      override: { reason: ' ' },
    });
    expect(noReason).toMatchObject({ status: 400, body: { code: 'REASON_REQUIRED', field: 'override.reason' } });

    expect(await kit().call('PUT', pool, { cards: [{ cardId: 'gym1-5', count: 1 }] })).toMatchObject({
      status: 200,
      body: { total: 1 },
    });
    const overridden = await kit().call('PUT', pool, {
      cards: [{ cardId: 'gym1-5', count: 2 }],
      override: { reason: 'The caller missed a pick' },
    });
    expect(overridden).toMatchObject({ status: 200, body: { total: 2 } });
    const audit = (await kit().audit(eventId)).filter((e) => e.action === 'pool.register');
    expect(audit.map((e) => e.reason)).toEqual(expect.arrayContaining([null, 'The caller missed a pick']));
    expect(audit).toHaveLength(2);
  });
});
