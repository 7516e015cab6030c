import { seatPods, suggestedPerPod, topEightSeeds } from '@tcg/domain/draft';
import { seededRandom } from '@tcg/domain/shared';
import { describe, expect, it } from 'vitest';
import type { Limited as LimitedView, Of, Seating as SeatingView } from '@tcg/contract';
import { eventKit, type RoundOut } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';
import { SEALED_POOL as POOL, poolDeck as deck } from '../../../../test/fixtures/sealedPool.ts';

type Seating = Of<typeof SeatingView>;
type Limited = Of<typeof LimitedView>;

const opened = useTestApp();
const kit = () => eventKit(opened.app);

const putPool = (eventId: string, playerId: string, cards: object[] = POOL) =>
  kit().call('PUT', `/api/events/${eventId}/players/${playerId}/pool`, { cards });
const putDeck = (eventId: string, playerId: string, list = deck()) =>
  kit().call('PUT', `/api/events/${eventId}/players/${playerId}/deck`, { list });
const limited = (eventId: string) => kit().ok<Limited>('GET', `/api/events/${eventId}/limited`);

async function seatedEvent(players = 15) {
  const event = await kit().createEvent({ format: 'rochester-draft' });
  const registered = await kit().registerMany(event.id, players);
  const seating = await kit().ok<Seating>('POST', `/api/events/${event.id}/pods`);
  return { event, players: registered, seating };
}

describe('pools and Limited deck registration (231)', () => {
  it('registers a pool, refuses unknown cards, and checks the deck against the pool: NOT_IN_POOL stores nothing', async () => {
    const { event, players } = await seatedEvent(3);
    const ash = players[0]!.id;
    expect((await kit().call('GET', `/api/events/${event.id}/players/${ash}/pool`)).status).toBe(404);
    const unknown = await putPool(event.id, ash, [{ cardId: 'gym9-999', count: 1 }]);
    expect(unknown).toMatchObject({ status: 400, body: { code: 'UNKNOWN_CARD', field: 'cards[0].cardId' } });
    expect(await putPool(event.id, ash)).toMatchObject({ status: 200, body: { stage: 'pods', total: 13 } });
    expect(await kit().ok('GET', `/api/events/${event.id}/players/${ash}/pool`)).toMatchObject({
      cards: POOL,
      total: 13,
    });

    const over = await putDeck(event.id, ash, deck(4));
    expect(over).toMatchObject({ status: 400, body: { code: 'NOT_IN_POOL', section: '231' } });
    expect(over.body.message).toContain("Rocket's Snorlax (Gym Heroes 33): 4 in the deck, 3 in the pool");
    expect((await kit().ok<{ decks: unknown[] }>('GET', `/api/events/${event.id}/decks`)).decks).toEqual([]);

    expect(await putDeck(event.id, ash)).toMatchObject({ status: 200, body: { legality: { legal: true, total: 40 } } });
    expect(await putPool(event.id, ash)).toMatchObject({ status: 409, body: { code: 'DECK_REGISTERED' } });
  });

  it('Sealed: no deck before the pool (409), and a pool only of the Legendary Collection packs, no more cards and no more rares than they hold (400 naming card and counts); nothing stored', async () => {
    const event = await kit().createEvent({ format: 'sealed' });
    const [ash] = await kit().registerMany(event.id, 1);
    const pool = (cards: object[]) => putPool(event.id, ash!.id, cards);
    const noPool = await putDeck(event.id, ash!.id, '36 Charizard LC 3\n4 Fire Energy');
    expect(noPool).toMatchObject({ status: 409, body: { code: 'POOL_NOT_REGISTERED', section: '231', field: 'pool' } });

    const baseSet = await pool([
      { cardId: 'base6-3', count: 1 },
      { cardId: 'base1-4', count: 1 },
    ]);
    expect(baseSet).toMatchObject({
      status: 400,
      body: { code: 'CARD_NOT_IN_PRODUCT', section: '234', field: 'cards[1].cardId' },
    });
    expect(baseSet.body.message).toBe(
      "Charizard (Base 4) was not printed in this event's packs (Legendary Collection).",
    );
    const over = await pool([
      { cardId: 'base6-3', count: 36 },
      { cardId: 'base6-64', count: 20 },
    ]);
    expect(over).toMatchObject({ status: 400, body: { code: 'POOL_OVER_PRODUCT', field: 'cards' } });
    expect(over.body.message).toBe(
      '56 Legendary Collection cards in the pool, but 5 Legendary Collection packs of 11 cards hold at most 55.',
    );
    expect((await kit().call('GET', `/api/events/${event.id}/players/${ash!.id}/pool`)).status).toBe(404);
    expect((await kit().ok<{ decks: unknown[] }>('GET', `/api/events/${event.id}/decks`)).decks).toEqual([]);

    await kit().ok('PUT', `/api/events/${event.id}/product`, { cardsPerPack: 12 });
    const rares = await pool([
      { cardId: 'base6-3', count: 36 },
      { cardId: 'base6-64', count: 20 },
    ]);
    expect(rares).toMatchObject({ status: 400, body: { code: 'POOL_OVER_PRODUCT', section: '234', field: 'cards' } });
    expect(rares.body.message).toBe(
      '36 Legendary Collection rares in the pool, but 5 Legendary Collection packs hold at most 10 (one rare a pack, and one reverse holo of any rarity).',
    );
    expect(
      await pool([
        { cardId: 'base6-3', count: 10 },
        { cardId: 'base6-64', count: 46 },
      ]),
    ).toMatchObject({ status: 200, body: { total: 56 } });
    const charizards = await putDeck(event.id, ash!.id, '11 Charizard LC 3\n29 Fire Energy');
    expect(charizards).toMatchObject({ status: 400, body: { code: 'NOT_IN_POOL' } });
    expect(charizards.body.message).toContain('Charizard (Legendary Collection 3): 11 in the deck, 10 in the pool');
  });

  it('refuses pools and deck building in a Constructed event', async () => {
    const event = await kit().createEvent({ format: 'modified' });
    const [ash] = await kit().registerMany(event.id, 1);
    expect(await putPool(event.id, ash!.id)).toMatchObject({ status: 409, body: { code: 'NOT_LIMITED' } });
    expect(await kit().call('POST', `/api/events/${event.id}/deck-building`)).toMatchObject({
      status: 409,
      body: { code: 'NOT_LIMITED' },
    });
  });

  it('starts the 30-minute deck-building timer once', async () => {
    const { event } = await seatedEvent(3);
    const started = await kit().call('POST', `/api/events/${event.id}/deck-building`);
    expect(started).toMatchObject({ status: 201, body: { stage: 'pods', minutes: 30 } });
    const { startedAt, endsAt } = started.body as unknown as { startedAt: string; endsAt: string };
    expect(Date.parse(endsAt) - Date.parse(startedAt)).toBe(30 * 60_000);
    expect(await kit().call('POST', `/api/events/${event.id}/deck-building`)).toMatchObject({
      status: 409,
      body: { code: 'DECK_BUILDING_STARTED' },
    });
    expect((await limited(event.id)).current).toBe('building');
  });
});

describe('in-pod Swiss, the Top 8 redraft and its single elimination (Appendix A 8)', () => {
  it('a judge swaps within a pod but never across pods (409 naming both pods), and the draft round stays as it was', async () => {
    const { event, seating, players } = await seatedEvent(15);
    const round = await kit().pair(event.id);
    const nameOf = (id: string) => players.find((x) => x.id === id)!.name;
    const played = round.matches.filter((m) => !m.bye);
    const [one, two] = [1, 2].map((n) => played.find((m) => seating.pods[n - 1]!.seats.includes(m.playerA.id))!);
    const swap = (ids: [string, string]) =>
      kit().call('POST', `/api/events/${event.id}/rounds/1/swap`, { players: ids, reason: 'siblings' });
    const across = await swap([one!.playerA.id, two!.playerA.id]);
    expect(across).toMatchObject({ status: 409, body: { code: 'DIFFERENT_PODS', section: 'Appendix A 1' } });
    expect(across.body.message).toContain(`${nameOf(two!.playerA.id)} sits in pod 2`);
    expect(across.body.message).toContain('in pod 1');
    expect(await kit().round(event.id, 1)).toEqual(round);
    const podOne = played.filter((m) => seating.pods[0]!.seats.includes(m.playerA.id));
    expect((await swap([podOne[0]!.playerA.id, podOne[1]!.playerA.id])).status).toBe(200);
  });

  it('one pod: no Top 8 redraft either way, as the suggestion says (400 POD_TOO_SMALL, Appendix A 8), nothing stored', async () => {
    const { event } = await seatedEvent(8);
    for (let n = 1; n <= 3; n++) await kit().playRound(event.id);
    expect(suggestedPerPod(1)).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
    for (const perPod of [1, 2]) {
      const refused = await kit().call('POST', `/api/events/${event.id}/redraft`, { perPod });
      expect(refused).toMatchObject({ status: 400, body: { code: 'POD_TOO_SMALL', section: 'Appendix A 8' } });
    }
    expect(await kit().call('GET', `/api/events/${event.id}/redraft`)).toMatchObject({
      status: 404,
      body: { code: 'REDRAFT_NOT_FOUND' },
    });
  });

  it('pairs within each pod for three rounds, then redrafts the top 2 of each pod into a new pod, once', async () => {
    const { event, seating } = await seatedEvent(15);
    const podOf = new Map(seating.pods.flatMap((p) => p.seats.map((id) => [id, p.number] as const)));
    const before = await kit().ok<{ recommendedRounds: { rounds: number; reason: string } }>(
      'GET',
      `/api/events/${event.id}`,
    );
    expect(before.recommendedRounds).toEqual({ rounds: 3, reason: expect.stringContaining('Appendix A 8') });
    const rounds: RoundOut[] = [];
    for (let n = 1; n <= 3; n++) {
      if (n === 3)
        expect(await kit().call('POST', `/api/events/${event.id}/redraft`, { perPod: 2 })).toMatchObject({
          status: 409,
          body: { code: 'SWISS_NOT_FINISHED' },
        });
      rounds.push(await kit().playRound(event.id));
    }
    for (const round of rounds) {
      const played = round.matches.filter((m) => !m.bye);
      expect(played.every((m) => podOf.get(m.playerA.id) === podOf.get(m.playerB!.id))).toBe(true);
      expect(played.map((m) => m.table)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(
        round.matches
          .filter((m) => m.bye)
          .map((m) => seating.pods.find((p) => p.seats.includes(m.playerA.id))!.seats.length),
      ).toEqual([7]);
    }
    expect(await kit().call('POST', `/api/events/${event.id}/rounds`)).toMatchObject({ status: 409 });

    const redraft = await kit().call('POST', `/api/events/${event.id}/redraft`, { perPod: 2 });
    expect(redraft.status).toBe(201);
    const top = redraft.body as unknown as { seed: number; seeds: string[]; pod: { number: number; seats: string[] } };
    expect(top.pod.number).toBe(3);
    expect([...top.pod.seats].sort()).toEqual([...top.seeds].sort());
    expect(top.seeds.map((id) => podOf.get(id)).sort()).toEqual([1, 1, 2, 2]);
    const ranks = (await kit().standings(event.id)).rows.map((r) => ({
      playerId: r.playerId as string,
      rank: r.rank as number,
    }));
    const random = seededRandom(top.seed);
    const replayed = topEightSeeds(
      ranks,
      seating.pods.map((p) => p.seats),
      2,
      random,
    );
    expect(replayed).toEqual({ ok: true, value: top.seeds });
    expect(seatPods(top.seeds, random, { pods: 1 })).toEqual({
      ok: true,
      value: { pods: [{ number: 1, seats: top.pod.seats }] },
    });
    expect(await kit().call('POST', `/api/events/${event.id}/redraft`, { perPod: 2 })).toMatchObject({
      status: 409,
      body: { code: 'REDRAFT_DONE' },
    });

    const state = await limited(event.id);
    expect(state.current).toBe('redraft');
    expect(state.rounds).toEqual({ planned: 3, paired: 3, complete: 3 });
    expect(
      state.players
        .filter((p) => p.topEightSeed !== null)
        .map((p) => p.topEightSeed)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(state.players.filter((p) => p.stage === 'top8')).toHaveLength(4);

    const [first] = top.seeds;
    const outside = state.players.find((p) => p.topEightSeed === null)!.playerId;
    expect(await putPool(event.id, outside)).toMatchObject({ status: 409, body: { code: 'POOL_LOCKED' } });
    expect(await kit().call('POST', `/api/events/${event.id}/deck-building`)).toMatchObject({
      status: 201,
      body: { stage: 'top8' },
    });
    expect(await putPool(event.id, first!)).toMatchObject({ status: 200, body: { stage: 'top8' } });
    expect(await putDeck(event.id, first!, deck(4))).toMatchObject({ status: 400, body: { code: 'NOT_IN_POOL' } });
    expect(await putDeck(event.id, first!)).toMatchObject({ status: 200 });
    expect((await limited(event.id)).players.find((p) => p.playerId === first)).toMatchObject({
      poolRegistered: true,
      deckRegistered: true,
    });

    expect(await kit().call('POST', `/api/events/${event.id}/cut`, { size: 8 })).toMatchObject({
      status: 400,
      body: { code: 'CUT_IS_REDRAFT_POD' },
    });
    const cut = await kit().call('POST', `/api/events/${event.id}/cut`, { size: 4 });
    expect(cut.status).toBe(201);
    const seeds = (cut.body as unknown as { cut: { seeds: { player: { id: string } }[] } }).cut.seeds.map(
      (s) => s.player.id,
    );
    expect(seeds).toEqual(top.seeds);
    expect((await limited(event.id)).current).toBe('singleElimination');
    expect(await putDeck(event.id, first!)).toMatchObject({ status: 409, body: { code: 'DECKS_LOCKED' } });
  });

  it('refuses a Top 8 smaller than a pod (two pods, top 1 each)', async () => {
    const { event } = await seatedEvent(15);
    for (let n = 1; n <= 3; n++) await kit().playRound(event.id);
    expect(await kit().call('POST', `/api/events/${event.id}/redraft`, { perPod: 1 })).toMatchObject({
      status: 400,
      body: { code: 'POD_TOO_SMALL' },
    });
    expect(await kit().call('POST', `/api/events/${event.id}/redraft`, { perPod: 3 })).toMatchObject({ status: 400 });
  });
});
