import { expect, type APIRequestContext } from '@playwright/test';
import { trainers } from './trainers';

/** A seat as the API's rounds and matches give it. */
export interface MatchOut {
  id: string;
  version: number;
  table: number | null;
  extensionMinutes: number;
  playerA: { id: string; firstName: string; lastName: string };
  playerB: { id: string; firstName: string; lastName: string } | null;
  outcome: { winner: string | null } | null;
}

/** A call through the API that must succeed (specs set up their events this way and check what the page did). */
export async function apiOk<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
): Promise<T> {
  const response = await request[method](url, data ? { data } : {});
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A Modified event of the first `players` trainers (DCI numbers from `dciFrom`) with round 1 published. */
export async function eventInRound1(request: APIRequestContext, name: string, players: number, dciFrom: number) {
  const event = await apiOk<{ id: string }>(request, 'post', '/api/events', {
    name: `${name} ${Date.now()}`,
    format: 'modified',
  });
  const ids: string[] = [];
  for (const [i, [firstName, lastName]] of trainers.slice(0, players).entries()) {
    ids.push(
      (
        await apiOk<{ id: string }>(request, 'post', `/api/events/${event.id}/players`, {
          dciNumber: String(dciFrom + i),
          firstName,
          lastName,
        })
      ).id,
    );
  }
  await apiOk(request, 'post', `/api/events/${event.id}/rounds`);
  const { matches } = await apiOk<{ matches: MatchOut[] }>(request, 'post', `/api/events/${event.id}/rounds/1/publish`);
  return { eventId: event.id, playerIds: ids, matches };
}

/** Rounds 1 to `rounds` paired and published through the API, player A winning every match. */
export async function playSwissRounds(request: APIRequestContext, eventId: string, rounds: number): Promise<void> {
  for (let round = 1; round <= rounds; round++) {
    expect((await request.post(`/api/events/${eventId}/rounds`)).status()).toBe(201);
    const published = (await (await request.post(`/api/events/${eventId}/rounds/${round}/publish`)).json()) as {
      matches: MatchOut[];
    };
    for (const m of published.matches.filter((x) => x.playerB !== null)) {
      expect(
        (
          await request.put(`/api/matches/${m.id}/result`, {
            data: { version: m.version, games: [{ winner: m.playerA.id }] },
          })
        ).status(),
      ).toBe(200);
    }
  }
}
