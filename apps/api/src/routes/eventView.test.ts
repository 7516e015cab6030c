import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

const opened = useTestApp();
const kit = () => eventKit(opened.app);
const anonymous = { cookie: '' };

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await opened.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
};

/** What the separate routes answer, as the dashboard must repeat them. */
async function parts(id: string, headers: Record<string, string> = {}) {
  const read = async (path: string) => (await get(`/api/events/${id}${path}`, headers)).body;
  return {
    event: await read(''),
    players: await read('/players'),
    rounds: await read('/rounds'),
    standings: await read('/standings'),
    bracket: await read('/bracket'),
    avoidPairs: await read('/avoid-pairs'),
  };
}

describe('GET /api/events/:id/dashboard', () => {
  it('answers each part exactly as its own route, the audit trail included for the organizer', async () => {
    const event = await kit().createEvent({ rounds: 2 });
    const [a, b] = await kit().registerMany(event.id, 4);
    await kit().ok('POST', `/api/events/${event.id}/avoid-pairs`, { playerIds: [a!.id, b!.id] });
    await kit().playRound(event.id);

    const dashboard = await get(`/api/events/${event.id}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual({
      ...(await parts(event.id)),
      auditTrail: (await get(`/api/events/${event.id}/audit`)).body,
    });
    expect(dashboard.body).not.toHaveProperty('teams');
    expect(dashboard.body).not.toHaveProperty('product');
  });

  it('leaves the audit trail out for an anonymous caller of a public event', async () => {
    const event = await kit().createEvent();
    await kit().registerMany(event.id, 2);
    const dashboard = await get(`/api/events/${event.id}/dashboard`, anonymous);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual(await parts(event.id, anonymous));
    expect((await get(`/api/events/${event.id}/audit`, anonymous)).status).toBe(401);
  });

  it('hides a private event from an anonymous caller (404) and shows it to its organizer', async () => {
    const event = await kit().createEvent();
    await kit().ok('PATCH', `/api/events/${event.id}`, { private: true });
    const hidden = await get(`/api/events/${event.id}/dashboard`, anonymous);
    expect(hidden).toMatchObject({ status: 404, body: { code: 'EVENT_NOT_FOUND' } });
    const shown = await get(`/api/events/${event.id}/dashboard`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ event: { id: event.id, private: true }, auditTrail: expect.any(Array) });
  });

  it('answers 404 for an event that does not exist', async () => {
    const missing = await get('/api/events/00000000-0000-4000-8000-000000000000/dashboard');
    expect(missing).toMatchObject({ status: 404, body: { code: 'EVENT_NOT_FOUND' } });
  });

  it('adds the teams of a team event and the product of a Limited event, as their routes answer them', async () => {
    const teamEvent = await kit().createEvent({ format: 'modified', teams: true });
    const teams = await get(`/api/events/${teamEvent.id}/dashboard`);
    expect(teams.body.teams).toEqual((await get(`/api/events/${teamEvent.id}/teams`)).body);

    const sealed = await kit().createEvent({ format: 'sealed' });
    await kit().registerMany(sealed.id, 3);
    const limited = await get(`/api/events/${sealed.id}/dashboard`);
    expect(limited.body.product).toEqual((await get(`/api/events/${sealed.id}/product`)).body);
    expect(limited.body.product).toMatchObject({ format: 'sealed' });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).body as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(document.paths['/api/events/{id}/dashboard']?.get?.responses ?? {})).toEqual(['200', '404']);
  });
});
