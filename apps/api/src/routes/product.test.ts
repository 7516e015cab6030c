import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

const opened = useTestApp();
const kit = () => eventKit(opened.app);
const product = (eventId: string) => `/api/events/${eventId}/product`;

describe('Limited product and basic Energy (233–236)', () => {
  it('orders six packs a player for a Rochester Draft, Gym Heroes + Gym Challenge by default, by pod once seated', async () => {
    const event = await kit().createEvent({ format: 'rochester-draft' }, { announceEnergy: false });
    expect(await kit().ok('GET', product(event.id))).toMatchObject({
      breakdown: 'gym1+gym2',
      energy: null,
      cardsPerPhase: 22,
      cardsPerPack: 11,
      pods: [],
      basicEnergy: 0,
    });
    await kit().ok('PUT', product(event.id), { energy: { provided: true, perPlayer: 30 } });
    await kit().registerMany(event.id, 15);
    await kit().ok('POST', `/api/events/${event.id}/pods`);
    const order = await kit().ok<{
      total: object;
      pods: { number: number; order: { totalPacks: number } }[];
      basicEnergy: number;
    }>('GET', product(event.id));
    expect(order.total).toMatchObject({
      players: 15,
      packsPerPlayer: 6,
      bySet: [
        { set: 'gym1', packs: 45 },
        { set: 'gym2', packs: 45 },
      ],
      totalPacks: 90,
    });
    expect(order.pods.map((p) => p.order.totalPacks).sort()).toEqual([42, 48]);
    expect(order.basicEnergy).toBe(450);
  });

  it('takes another suggested breakdown and the sheet size; refuses unknown ones, naming the field, changing nothing', async () => {
    const event = await kit().createEvent({ format: 'booster-draft' }, { announceEnergy: false });
    expect(
      await kit().ok('PUT', product(event.id), { breakdown: 'neo1+neo4', cardsPerPhase: 20, cardsPerPack: 9 }),
    ).toMatchObject({ breakdown: 'neo1+neo4', cardsPerPhase: 20, cardsPerPack: 9, total: { packsPerPlayer: 5 } });
    expect(await kit().call('PUT', product(event.id), { cardsPerPack: 0 })).toMatchObject({
      status: 400,
      body: { code: 'CARDS_INVALID', field: 'cardsPerPack' },
    });
    expect(await kit().call('PUT', product(event.id), { breakdown: 'gym1' })).toMatchObject({
      status: 400,
      body: { code: 'UNKNOWN_BREAKDOWN', field: 'breakdown', section: '235' },
    });
    expect(await kit().call('PUT', product(event.id), { energy: { provided: true } })).toMatchObject({
      status: 400,
      body: { code: 'ENERGY_AMOUNT_INVALID', field: 'energy.perPlayer' },
    });
    expect(await kit().ok('GET', product(event.id))).toMatchObject({
      breakdown: 'neo1+neo4',
      cardsPerPack: 9,
      energy: null,
    });
  });

  it('opens registration only once basic Energy is announced (233): 409 naming the field, nobody stored', async () => {
    const event = await kit().createEvent({ format: 'sealed' }, { announceEnergy: false });
    const refused = await kit().call('POST', `/api/events/${event.id}/players`, {
      dciNumber: '770001',
      firstName: 'Ash',
      lastName: 'Ketchum',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'ENERGY_NOT_ANNOUNCED', section: '233', field: 'energy.provided' },
    });
    expect(await kit().ok('GET', `/api/events/${event.id}/players`)).toEqual([]);
    await kit().ok('PUT', product(event.id), { energy: { provided: false } });
    expect(
      (
        await kit().call('POST', `/api/events/${event.id}/players`, {
          dciNumber: '770001',
          firstName: 'Ash',
          lastName: 'Ketchum',
        })
      ).status,
    ).toBe(201);
  });

  it('keeps the breakdown and sheet size once a draft has started', async () => {
    const event = await kit().createEvent({ format: 'rochester-draft' });
    await kit().registerMany(event.id, 8);
    await kit().ok('POST', `/api/events/${event.id}/pods`);
    await kit().ok('PUT', product(event.id), { breakdown: 'gym1+gym2', cardsPerPhase: 20 });
    await kit().ok('POST', `/api/events/${event.id}/pods/1/draft`, { firstSeat: 1 });
    expect(await kit().call('PUT', product(event.id), { breakdown: 'neo1+neo4' })).toMatchObject({
      status: 409,
      body: { code: 'PRODUCT_OPENED', field: 'breakdown' },
    });
    expect(await kit().call('PUT', product(event.id), { breakdown: 'gym1+gym2', cardsPerPhase: 22 })).toMatchObject({
      status: 409,
      body: { code: 'PRODUCT_OPENED', field: 'cardsPerPhase' },
    });
    expect(await kit().ok('GET', product(event.id))).toMatchObject({
      breakdown: 'gym1+gym2',
      cardsPerPhase: 20,
      energy: { provided: true, perPlayer: 30 },
    });
  });

  it('keeps the basic Energy announcement once players have registered, and has no product outside Limited', async () => {
    const event = await kit().createEvent({ format: 'sealed' }, { announceEnergy: false });
    await kit().ok('PUT', product(event.id), { energy: { provided: false } });
    await kit().registerMany(event.id, 2);
    expect(await kit().call('PUT', product(event.id), { energy: { provided: true, perPlayer: 10 } })).toMatchObject({
      status: 409,
      body: { code: 'ENERGY_ANNOUNCED' },
    });
    const constructed = await kit().createEvent({ format: 'modified' });
    expect(await kit().call('GET', product(constructed.id))).toMatchObject({
      status: 409,
      body: { code: 'NOT_LIMITED' },
    });
  });
});
