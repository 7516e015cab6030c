import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOk, playSwissRounds } from '../apiSetup';
import { appRoutes } from '../pageChecks';
import { playedSwiss, podNight, publishedLists, reportLink, seatedDraft, teamEvent } from '../site';
import { trainers } from '../trainers';

// #31: every address a visitor can type answers a page or a clear "Not found", never a 500 and never a script error,
// for every kind of event and for addresses of the wrong kind (a pod's table on a Swiss event, a round that is not there).

const NO_SUCH_EVENT = '00000000-0000-4000-8000-000000000000';
const routes = appRoutes();
const eventRoutes = routes.filter((route) => route.startsWith('/events/[id]'));
const otherRoutes = routes.filter((route) => !route.startsWith('/events/[id]'));

/** The first player of an event, through the API. */
async function firstPlayer(api: APIRequestContext, eventId: string): Promise<string> {
  const [player] = await apiOk<{ id: string }[]>(api, 'get', `/api/events/${eventId}/players`);
  return player?.id ?? NO_SUCH_EVENT;
}

async function register(api: APIRequestContext, eventId: string, count: number, firstDci: number, birthYear?: number) {
  for (const [i, [firstName, lastName]] of trainers.slice(0, count).entries()) {
    await apiOk(api, 'post', `/api/events/${eventId}/players`, {
      dciNumber: String(firstDci + i),
      firstName,
      lastName,
      ...(birthYear && { birthYear }),
    });
  }
}

/** Each kind of event the app runs, made through the API as the signed-in organizer: its id. */
const kinds: [string, (api: APIRequestContext, stamp: number) => Promise<string>][] = [
  [
    'a Swiss event not started',
    async (api, stamp) =>
      (await apiOk<{ id: string }>(api, 'post', '/api/events', { name: `Empty Swiss ${stamp}`, format: 'modified' }))
        .id,
  ],
  [
    'a Swiss event whose round 1 is a draft',
    async (api, stamp) => {
      const { id } = await apiOk<{ id: string }>(api, 'post', '/api/events', {
        name: `Draft round Swiss ${stamp}`,
        format: 'modified',
      });
      await register(api, id, 5, 710100);
      await apiOk(api, 'post', `/api/events/${id}/rounds`);
      return id;
    },
  ],
  ['a Swiss event with a finished top 4', playedSwiss],
  ['an event with published decklists', publishedLists],
  ['a Rochester Draft seated into pods', async (api, stamp) => (await seatedDraft(api, stamp)).id],
  [
    'a Sealed event, players registered',
    async (api, stamp) => {
      const { id } = await apiOk<{ id: string }>(api, 'post', '/api/events', {
        name: `Sealed ${stamp}`,
        format: 'sealed',
      });
      await apiOk(api, 'put', `/api/events/${id}/product`, { energy: { provided: false } });
      await register(api, id, 3, 730100);
      return id;
    },
  ],
  ['a team event', teamEvent],
  ['a pod-play night in round 1', podNight],
  [
    'an age-division event in round 1',
    async (api, stamp) => {
      const { id } = await apiOk<{ id: string }>(api, 'post', '/api/events', {
        name: `Division Swiss ${stamp}`,
        format: 'modified',
        rounds: 2,
        date: '2003-03-15',
        scoring: { policy: 'playpokemon' },
      });
      await apiOk(api, 'put', `/api/events/${id}/divisions`, { groups: [['juniors', 'seniors'], ['masters']] });
      await register(api, id, 4, 720100, 1994);
      await register(api, id, 4, 720200, 1970);
      await playSwissRounds(api, id, 1);
      return id;
    },
  ],
];

/** The route with its [params] filled in from `values` (a param not given keeps its first value). */
function fill(route: string, values: Record<string, string>): string {
  return route.replace(/\[(\w+)\]/g, (_, name: string) => values[name] ?? `missing-${name}`);
}

/** Addresses of the wrong kind for one event: each parameter past the event's id replaced by a value that names nothing. */
function wrongParams(route: string, good: Record<string, string>): string[] {
  const bad: Record<string, string[]> = {
    n: ['0', '99', 'two'],
    number: ['9', 'x'],
    playerId: [NO_SUCH_EVENT, 'nobody'],
  };
  return [...route.matchAll(/\[(\w+)\]/g)]
    .map(([, name]) => name!)
    .filter((name) => name !== 'id')
    .flatMap((name) => (bad[name] ?? ['nothing']).map((value) => fill(route, { ...good, [name]: value })));
}

/** Opens an address and says what went wrong with it (a 5xx, a page error, an error boundary), or nothing. */
async function problemsAt(page: Page, url: string, pageErrors: string[]): Promise<string[]> {
  const before = pageErrors.length;
  const response = await page.goto(url);
  const status = response?.status() ?? 0;
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  const problems: string[] = [];
  if (status >= 500 || status === 0) problems.push(`${url}: answered ${status}`);
  if (await page.getByText('Application error', { exact: false }).count())
    problems.push(`${url}: shows "Application error"`);
  problems.push(...pageErrors.slice(before).map((e) => `${url}: ${e}`));
  return problems;
}

/** Opens each of `opened` in the browser (status, page errors, error boundary) and asks for each of `asked` (status only: the server's answer to a typed address). */
async function sweep(page: Page, opened: string[], asked: string[] = []): Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`page error: ${error.message}`));
  const problems: string[] = [];
  for (const url of opened) problems.push(...(await problemsAt(page, url, pageErrors)));
  for (const url of asked) {
    const status = (await page.request.get(url, { maxRedirects: 0 })).status();
    if (status >= 500) problems.push(`${url}: answered ${status}`);
  }
  return problems;
}

const JUNK_QUERY = '?round=two&table=-1&division=nobody&player=nobody&infraction=none&q=%25';

test('the sweep covers every route pattern of apps/web/app', () => {
  expect(eventRoutes.length).toBeGreaterThan(20);
  expect(routes).toContain('/events/[id]/tables/[n]');
  expect([...eventRoutes, ...otherRoutes].sort()).toEqual(routes);
});

test('pages outside an event: their own address, one that names nothing, and junk in the query', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const { path: invitation } = await apiOk<{ path: string }>(
    page.request,
    'post',
    `/api/events/${await kinds[0]![1](page.request, stamp)}/invitations`,
    { role: 'judge' },
  );
  const { path: report } = await reportLink(page.request, stamp);
  const urls = otherRoutes.flatMap((route) => {
    const named = fill(route, {
      id: 'base1-58',
      dci: '640100',
      token: (route.startsWith('/report') ? report : invitation).split('/').at(-1)!,
    });
    const nothing = route.includes('[')
      ? [
          fill(route, { id: 'no-such-card', dci: '99999999', token: 'no-such-token' }),
          fill(route, { id: '%E2%9C%93', dci: 'abc', token: '-' }),
        ]
      : [];
    return [named, `${named}${JUNK_QUERY}`, ...nothing];
  });
  expect(await sweep(page, urls)).toEqual([]);
});

test('every event page with an event that does not exist or an id that is not one', async ({ page }) => {
  test.setTimeout(300_000);
  const good = { n: '1', number: '1', playerId: NO_SUCH_EVENT };
  const opened = eventRoutes.map((route) => fill(route, { ...good, id: NO_SUCH_EVENT }));
  expect(
    await sweep(
      page,
      opened,
      eventRoutes.map((route) => fill(route, { ...good, id: 'not-an-id' })),
    ),
  ).toEqual([]);
});

for (const [kind, make] of kinds) {
  test(`every event page of ${kind}, with parameters of the right and the wrong kind`, async ({ page }) => {
    test.setTimeout(400_000);
    const id = await make(page.request, Date.now());
    const good = { id, n: '1', number: '1', playerId: await firstPlayer(page.request, id) };
    const opened = eventRoutes.map((route) => fill(route, good));
    const asked = eventRoutes.flatMap((route) => [`${fill(route, good)}${JUNK_QUERY}`, ...wrongParams(route, good)]);
    expect(await sweep(page, opened, asked)).toEqual([]);
  });
}

test('a visitor not signed in, and an account with no role in the event: every page of a Swiss event in its top cut and of a pod night answers, none fails', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(400_000);
  const stamp = Date.now();
  const ids = [await playedSwiss(request, stamp), await podNight(request, stamp)];
  const urls = ids.flatMap((id) =>
    eventRoutes.map((route) => fill(route, { id, n: '1', number: '1', playerId: NO_SUCH_EVENT })),
  );
  for (const signedIn of [false, true]) {
    // An empty storage state: Playwright Test would otherwise give a new context the organizer's session.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    if (signedIn)
      await apiOk(context.request, 'post', '/api/auth/signup', {
        email: `stranger-${stamp}@example.org`,
        password: 'no role in this event',
        name: 'Stranger',
      });
    // The browser opens them as the organizer above; here the server's answer to each is what differs.
    expect(
      await sweep(await context.newPage(), [], urls),
      signedIn ? 'an account with no role' : 'not signed in',
    ).toEqual([]);
    await context.close();
  }
});

test('a pod-play round has tables, not matches: its pairings and slips addresses open its tables page', async ({
  page,
}) => {
  const id = await podNight(page.request, Date.now());
  for (const kind of ['pairings', 'slips']) {
    await page.goto(`/events/${id}/rounds/1/${kind}`);
    await expect(page).toHaveURL(new RegExp(`/events/${id}/tables/1$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Round 1 tables');
  }
});
