import { describe, expect, it } from 'vitest';
import { eventKit, type PlayerOut } from '../eventTestKit.ts';
import { signUp, useTestApp, type SignedIn } from '../testApp.ts';

// Issue 32 item 3: every read across events (penalty history, a player's page with its events, results and ratings,
// decklists) shows another organizer's private event only to that event's staff, and says how much it left out.
describe('Private means private: cross-event reads of a player', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const as = (who: SignedIn, url: string) => api.app.inject({ url, headers: { cookie: who.cookie } });

  /** The organizer's private event: one round played, the first player penalised; and that player's DCI number. */
  async function privateEventWithPenalty() {
    const event = await kit.createEvent({ name: 'Secret Invitational' });
    const players = await kit.registerMany(event.id, 4);
    await kit.playRound(event.id);
    const offender = players[0]!;
    await kit.ok('POST', `/api/events/${event.id}/penalties`, {
      playerId: offender.id,
      infraction: 'markedCards',
      description: 'Sleeves marked, seen by judge@secret.test',
    });
    await kit.ok('PATCH', `/api/events/${event.id}`, { private: true });
    return { eventId: event.id, offender };
  }

  async function ownEventWith(who: SignedIn, offender: PlayerOut) {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: who.cookie },
      payload: { name: `${who.account.name}'s cup`, format: 'modified' },
    });
    const eventId = created.json<{ id: string }>().id;
    const registered = await api.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/players`,
      headers: { cookie: who.cookie },
      payload: { dciNumber: offender.dciNumber, firstName: 'Test', lastName: offender.lastName },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    return { eventId, playerId: registered.json<{ id: string }>().id };
  }

  it('penalty history: another organizer registering the DCI number sees no private penalty, only that one is hidden; the private event’s staff sees it', async () => {
    const { eventId, offender } = await privateEventWithPenalty();
    const rival = await signUp(api.app, 'rival@example.test');
    const theirs = await ownEventWith(rival, offender);
    const read = await as(rival, `/api/events/${theirs.eventId}/players/${theirs.playerId}/penalty-history`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ penalties: [], hidden: 1 });
    expect(read.body).not.toMatch(/Secret Invitational|judge@secret\.test|Sleeves marked/);

    const mine = await ownEventWith(api.organizer, offender);
    const staff = await kit.ok<{ penalties: { eventId: string; eventName: string }[]; hidden: number }>(
      'GET',
      `/api/events/${mine.eventId}/players/${mine.playerId}/penalty-history`,
    );
    expect(staff).toMatchObject({ penalties: [{ eventId, eventName: 'Secret Invitational' }], hidden: 0 });
  });

  it('player page: events, results and ratings of a private event are left out for others and counted in hidden.events; shown to its staff', async () => {
    const { eventId, offender } = await privateEventWithPenalty();
    const rival = await signUp(api.app, 'rival2@example.test');
    await ownEventWith(rival, offender);
    const withPublic = await as(rival, `/api/players/${offender.dciNumber}`);
    expect(withPublic.json()).toMatchObject({ events: [{ name: `rival2's cup` }], ratings: [], hidden: { events: 1 } });
    expect(withPublic.body).not.toContain('Secret Invitational');

    const staff = await kit.ok<{
      events: { eventId: string; wins: number; losses: number; draws: number }[];
      hidden: { events: number };
    }>('GET', `/api/players/${offender.dciNumber}`);
    expect(staff.events.map((e) => e.eventId)).toContain(eventId);
    expect(staff.hidden.events).toBe(0);
  });

  it('an unknown reader of a player only ever in a private event gets 404, not the name', async () => {
    const { offender } = await privateEventWithPenalty();
    const page = await api.app.inject({ url: `/api/players/${offender.dciNumber}`, headers: { cookie: '' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(offender.lastName);
  });

  it('decklists, decks, standings and penalties of a private event answer 404 to another organizer', async () => {
    const { eventId } = await privateEventWithPenalty();
    const rival = await signUp(api.app, 'rival3@example.test');
    for (const path of ['published-decklists', 'decks', 'standings', 'penalties', 'players', 'penalty-report.csv']) {
      expect((await as(rival, `/api/events/${eventId}/${path}`)).statusCode, path).toBe(404);
    }
  });
});
