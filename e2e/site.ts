import { expect, type APIRequestContext } from '@playwright/test';
import { MODIFIED_DECK, MODIFIED_WATER_DECK } from '@tcg/domain/deck/samples';
import { trainers } from './trainers';

/** Every page of apps/web/app, as its route: sitePages must visit each (checked by pagesCoverEveryRoute). */
export const routes = [
  '/',
  '/account',
  '/cards',
  '/cards/[id]',
  '/cards/import',
  '/decks/check',
  '/e/[code]',
  '/events/[id]',
  '/events/[id]/bracket',
  '/events/[id]/call-judge',
  '/events/[id]/decks',
  '/events/[id]/decks/count',
  '/events/[id]/final-standings',
  '/events/[id]/decklists',
  '/events/[id]/judge-calls',
  '/events/[id]/limited',
  '/events/[id]/limited/players/[playerId]',
  '/events/[id]/pods',
  '/events/[id]/pods/[number]/caller',
  '/events/[id]/pods/product',
  '/events/[id]/penalties',
  '/events/[id]/poster',
  '/events/[id]/projector',
  '/events/[id]/ratings-report',
  '/events/[id]/results',
  '/events/[id]/rounds/[n]/pairings',
  '/events/[id]/rounds/[n]/slips',
  '/events/[id]/staff',
  '/events/[id]/standings',
  '/events/[id]/tables/[n]',
  '/events/[id]/what-do-i-need',
  '/invitations/[token]',
  '/login',
  '/players/[dci]',
  '/report/[token]',
  '/rules',
  '/setup',
  '/signup',
  '/teams',
] as const;

export type Route = (typeof routes)[number];

export interface SitePage {
  route: Route;
  path: string;
}

/** The events the pages show: a Swiss event played into a finished top 4, a Rochester Draft event seated into pods, a team event. */
export interface Site {
  swiss: string;
  limited: string;
  limitedPlayer: string;
  teamEvent: string;
  invitationPath: string;
  /** A player's own result link (#16) for a match still being played. */
  reportPath: string;
  /** That event: its slips carry each player's result code. */
  reportEvent: string;
  /** A pod-play night (#19) in round 1, one table's result entered. */
  podNight: string;
  /** A finished event whose six lists are published (#17). */
  decklists: string;
  /** The Swiss event's short address code (#31): /e/<code> leads to its page. */
  swissCode: string;
}

interface Match {
  id: string;
  version: number;
  playerA: { id: string };
  playerB: { id: string } | null;
}

async function created<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>): Promise<T> {
  const answer = await response;
  expect(answer.status(), JSON.stringify(await answer.json())).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** Player A wins at every table of the round that has an opponent. */
async function reportRound(api: APIRequestContext, eventId: string, round: number) {
  const { matches } = await created<{ matches: Match[] }>(api.get(`/api/events/${eventId}/rounds/${round}`));
  for (const m of matches.filter((x) => x.playerB !== null)) {
    await created(
      api.put(`/api/matches/${m.id}/result`, { data: { version: m.version, games: [{ winner: m.playerA.id }] } }),
    );
  }
}

async function register(api: APIRequestContext, eventId: string, count: number, firstDci: number): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, [firstName, lastName]] of trainers.slice(0, count).entries()) {
    ids.push(
      (
        await created<{ id: string }>(
          api.post(`/api/events/${eventId}/players`, {
            data: { dciNumber: String(firstDci + i), firstName, lastName },
          }),
        )
      ).id,
    );
  }
  return ids;
}

/** 8 players, 3 Swiss rounds, a top 4 played to its winner (217). */
export async function playedSwiss(api: APIRequestContext, stamp: number): Promise<string> {
  const { id } = await created<{ id: string }>(
    api.post('/api/events', { data: { name: `Viridian Open ${stamp}`, format: 'modified', rounds: 3 } }),
  );
  await register(api, id, 8, 610100);
  for (let round = 1; round <= 3; round++) {
    await created(api.post(`/api/events/${id}/rounds`));
    await created(api.post(`/api/events/${id}/rounds/${round}/publish`));
    await reportRound(api, id, round);
  }
  await created(api.post(`/api/events/${id}/cut`, { data: { size: 4 } }));
  await reportRound(api, id, 4);
  await reportRound(api, id, 5);
  return id;
}

/** 6 players with their lists (fire and water), 2 Swiss rounds, a top 2 played, every list published (#17). */
export async function publishedLists(api: APIRequestContext, stamp: number): Promise<string> {
  const { id } = await created<{ id: string }>(
    api.post('/api/events', { data: { name: `Cerulean Lists ${stamp}`, format: 'modified', rounds: 2 } }),
  );
  const players = await register(api, id, 6, 660100);
  for (const [i, player] of players.entries())
    await created(
      api.put(`/api/events/${id}/players/${player}/deck`, {
        data: { list: i % 2 === 0 ? MODIFIED_DECK : MODIFIED_WATER_DECK },
      }),
    );
  for (let round = 1; round <= 2; round++) {
    await created(api.post(`/api/events/${id}/rounds`));
    await created(api.post(`/api/events/${id}/rounds/${round}/publish`));
    await reportRound(api, id, round);
  }
  await created(api.post(`/api/events/${id}/cut`, { data: { size: 2 } }));
  await reportRound(api, id, 3);
  await created(api.put(`/api/events/${id}/decklist-publication`, { data: { scope: 'all' } }));
  return id;
}

export async function seatedDraft(api: APIRequestContext, stamp: number): Promise<{ id: string; player: string }> {
  const { id } = await created<{ id: string }>(
    api.post('/api/events', { data: { name: `Cinnabar Draft ${stamp}`, format: 'rochester-draft' } }),
  );
  await created(api.put(`/api/events/${id}/product`, { data: { energy: { provided: true, perPlayer: 30 } } }));
  const [player] = await register(api, id, 12, 620100);
  await created(api.post(`/api/events/${id}/pods`));
  return { id, player: player! };
}

export async function teamEvent(api: APIRequestContext, stamp: number): Promise<string> {
  const { id } = await created<{ id: string }>(
    api.post('/api/events', { data: { name: `Saffron Teams ${stamp}`, format: 'modified', teams: true } }),
  );
  for (const [i, [a, b]] of [
    [trainers[8], trainers[9]],
    [trainers[10], trainers[11]],
  ].entries()) {
    const members = [a!, b!].map(([firstName, lastName], seat) => ({
      dciNumber: String(630100 + i * 2 + seat),
      firstName,
      lastName,
      seat: seat === 0 ? 'A' : 'B',
    }));
    const team = await created<{ id: string }>(
      api.post('/api/teams', {
        data: { name: `Team ${a![1]} ${stamp}`, city: 'Saffron', state: 'Kanto', country: 'Japan', members },
      }),
    );
    await created(api.post(`/api/events/${id}/teams`, { data: { teamId: team.id } }));
  }
  return id;
}

/** Four players in round 1 of an event where players report their own results: the event and player A's link. */
export async function reportLink(api: APIRequestContext, stamp: number): Promise<{ eventId: string; path: string }> {
  const { id } = await created<{ id: string }>(
    api.post('/api/events', { data: { name: `Pewter Weekly ${stamp}`, format: 'modified', bestOf: 3 } }),
  );
  await register(api, id, 4, 640100);
  await created(api.post(`/api/events/${id}/rounds`));
  await created(api.post(`/api/events/${id}/rounds/1/publish`));
  await created(api.put(`/api/events/${id}/self-reporting`, { data: { enabled: true, confirmMinutes: 10 } }));
  const { links } = await created<{ links: { players: { token: string }[] }[] }>(
    api.get(`/api/events/${id}/rounds/1/report-links`),
  );
  return { eventId: id, path: `/report/${links[0]!.players[0]!.token}` };
}

/** Seven players at tables of 4 and 3 by place, round 1 seated and table 1's result in. */
export async function podNight(api: APIRequestContext, stamp: number): Promise<string> {
  const { id } = await created<{ id: string }>(
    api.post('/api/events', {
      data: {
        name: `Lavender Pods ${stamp}`,
        format: 'unlimited',
        type: 'pods',
        tableSize: 4,
        scoring: { by: 'place', points: [4, 2, 1, 0] },
      },
    }),
  );
  await register(api, id, 7, 650100);
  const { tables } = await created<{ tables: { id: string; seats: string[]; version: number }[] }>(
    api.post(`/api/events/${id}/rounds`),
  );
  const [first] = tables;
  await created(
    api.put(`/api/tables/${first!.id}/result`, {
      data: { version: first!.version, places: Object.fromEntries(first!.seats.map((p, i) => [p, i + 1])) },
    }),
  );
  return id;
}

/** Sets up, through the API as the signed-in organizer, the events every page is visited with. */
export async function seedSite(api: APIRequestContext): Promise<Site> {
  const stamp = Date.now();
  const swiss = await playedSwiss(api, stamp);
  const { id: limited, player: limitedPlayer } = await seatedDraft(api, stamp);
  const { path: invitationPath } = await created<{ path: string }>(
    api.post(`/api/events/${swiss}/invitations`, { data: { role: 'judge' } }),
  );
  const report = await reportLink(api, stamp);
  const { shortCode: swissCode } = await created<{ shortCode: string }>(api.get(`/api/events/${swiss}`));
  return {
    swissCode,
    swiss,
    limited,
    limitedPlayer,
    teamEvent: await teamEvent(api, stamp),
    invitationPath,
    reportPath: report.path,
    reportEvent: report.eventId,
    podNight: await podNight(api, stamp),
    decklists: await publishedLists(api, stamp),
  };
}

/** Each route once, with the seeded data, plus the pages worth seeing twice (a round still in the Swiss, the Limited pairings). */
export function sitePages(site: Site): SitePage[] {
  const { swiss, limited } = site;
  const pages: [Route, string][] = [
    ['/', '/'],
    ['/account', '/account'],
    ['/cards', '/cards?q=pikachu'],
    ['/cards/[id]', '/cards/base1-58'],
    ['/cards/import', '/cards/import'],
    ['/decks/check', '/decks/check'],
    // Typed in lower case, as a player may; an unknown code (404) is the short address spec's (onTheDay).
    ['/e/[code]', `/e/${site.swissCode.toLowerCase()}`],
    ['/events/[id]', `/events/${swiss}`],
    ['/events/[id]/bracket', `/events/${swiss}/bracket`],
    ['/events/[id]/call-judge', `/events/${swiss}/call-judge?table=1`],
    ['/events/[id]/judge-calls', `/events/${swiss}/judge-calls`],
    ['/events/[id]/penalties', `/events/${swiss}/penalties`],
    ['/events/[id]/poster', `/events/${swiss}/poster`],
    ['/events/[id]/projector', `/events/${swiss}/projector`],
    ['/players/[dci]', '/players/610100'],
    ['/report/[token]', site.reportPath],
    ['/events/[id]/decks', `/events/${swiss}/decks`],
    ['/events/[id]/decks/count', `/events/${swiss}/decks/count?table=1`],
    ['/events/[id]/final-standings', `/events/${swiss}/final-standings`],
    ['/events/[id]/decklists', `/events/${site.decklists}/decklists`],
    ['/events/[id]', `/events/${site.decklists}`],
    ['/events/[id]/limited', `/events/${limited}/limited`],
    ['/events/[id]/limited/players/[playerId]', `/events/${limited}/limited/players/${site.limitedPlayer}`],
    ['/events/[id]/pods', `/events/${limited}/pods`],
    ['/events/[id]/pods/[number]/caller', `/events/${limited}/pods/1/caller`],
    ['/events/[id]/pods/product', `/events/${limited}/pods/product`],
    ['/events/[id]/ratings-report', `/events/${site.teamEvent}/ratings-report`],
    ['/events/[id]/results', `/events/${swiss}/results?round=3`],
    ['/events/[id]/rounds/[n]/pairings', `/events/${swiss}/rounds/3/pairings`],
    ['/events/[id]/rounds/[n]/slips', `/events/${swiss}/rounds/3/slips`],
    ['/events/[id]/rounds/[n]/slips', `/events/${site.reportEvent}/rounds/1/slips`],
    ['/events/[id]/staff', `/events/${swiss}/staff`],
    ['/events/[id]/standings', `/events/${swiss}/standings`],
    ['/events/[id]/what-do-i-need', `/events/${swiss}/what-do-i-need`],
    ['/invitations/[token]', site.invitationPath],
    ['/login', '/login'],
    ['/rules', '/rules'],
    ['/setup', '/setup'],
    ['/signup', '/signup'],
    ['/teams', '/teams'],
    ['/events/[id]', `/events/${limited}`],
    ['/events/[id]', `/events/${site.teamEvent}`],
    ['/events/[id]/rounds/[n]/pairings', `/events/${swiss}/rounds/5/pairings`],
    ['/events/[id]/tables/[n]', `/events/${site.podNight}/tables/1`],
    ['/events/[id]', `/events/${site.podNight}`],
    ['/events/[id]/standings', `/events/${site.podNight}/standings`],
    ['/events/[id]/projector', `/events/${site.podNight}/projector`],
  ];
  return pages.map(([route, path]) => ({ route, path }));
}
