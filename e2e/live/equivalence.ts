import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiOk, type MatchOut } from '../apiSetup';
import { organizerState } from '../authState';
import { trainers } from '../trainers';

// Issue #31: a page left open shows what the same page shows freshly loaded, after every change of the event.

export const PHONE = { width: 390, height: 844 };
export const PROJECTOR = { width: 1920, height: 1080 };

/** A live page as a player, the room or a judge opens it: its address and the inputs the page keeps (a name typed, a player remembered). */
export interface LivePage {
  name: string;
  path: string;
  viewport: typeof PHONE;
  staff?: boolean;
  /** A name typed into Find my table (not tapped). */
  search?: string;
  /** The player this phone remembers (Find my table's "This is me"). */
  remember?: { playerId: string; q: string };
}

interface Opened {
  spec: LivePage;
  open: Page;
  fresh: Page;
}

/**
 * The region that matters, as text: every clock's state, then the page's main content without the live-updates line,
 * countdown digits masked (a page opened a second later reads a second less).
 */
async function region(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('main') ?? document.body;
    const clocks = Array.from(root.querySelectorAll('[data-clock]'))
      .map((c) => c.getAttribute('data-clock'))
      .join(',');
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-live], script, style, template').forEach((gone) => gone.remove());
    const text = (copy.textContent ?? '')
      .replace(/\d+:\d\d left/g, '#:## left')
      .replace(/\s+/g, ' ')
      .trim();
    return `clocks: ${clocks} | ${text}`;
  });
}

const answered = (page: Page) => page.waitForResponse((r) => r.url().includes('/find?'));

async function load(page: Page, spec: LivePage) {
  const remembered = spec.remember && answered(page);
  await page.goto(spec.path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-live="live"]')).toBeVisible();
  await remembered;
  if (spec.search) {
    await page.getByLabel('Your name or DCI number').fill(spec.search);
    const search = answered(page);
    await page.getByRole('button', { name: 'Find my table' }).click();
    await search;
  }
  if (spec.search || spec.remember) {
    // The search answered for the event as the page shows it (a live change arriving meanwhile asks again).
    const card = page.locator('[data-region="find-my-table"]');
    await expect(
      card
        .locator('li')
        .or(card.getByText(/Nobody in .* matches|No round is published yet/))
        .first(),
    ).toBeVisible();
  }
}

/** The page's region once it stops changing (the search answered, the countdowns mounted). */
async function settled(page: Page): Promise<string> {
  let last = await region(page);
  let same = 0;
  for (let i = 0; i < 40 && same < 2; i++) {
    await page.waitForTimeout(200);
    const now = await region(page);
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

export class LiveRoom {
  private opened: Opened[] = [];
  private contexts: BrowserContext[] = [];

  constructor(private browser: Browser) {}

  /** Opens `spec` (and its freshly-loaded twin, in the same phone so it remembers the same player). */
  async open(spec: LivePage) {
    const context = await this.browser.newContext({
      viewport: spec.viewport,
      storageState: spec.staff ? organizerState : { cookies: [], origins: [] },
    });
    this.contexts.push(context);
    if (spec.remember) {
      const key = `tcg:find-my-table:${spec.path.split('/')[2]}`;
      await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [
        key,
        JSON.stringify(spec.remember),
      ] as const);
    }
    const open = await context.newPage();
    await load(open, spec);
    await open.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', 'true'));
    this.opened.push({ spec, open, fresh: await context.newPage() });
    return open;
  }

  /** After a step: every open page shows what it shows freshly loaded, within a few seconds and without a reload. */
  async compare(step: string) {
    for (const { spec, open, fresh } of this.opened) {
      await load(fresh, spec);
      const expected = await settled(fresh);
      await expect
        .poll(() => region(open), {
          message: `${step}: ${spec.name} left open differs from the same page freshly loaded`,
          timeout: 10_000,
        })
        .toBe(expected);
      await expect(open.locator('html')).toHaveAttribute('data-not-reloaded', 'true');
    }
  }

  async close() {
    for (const context of this.contexts) await context.close();
  }
}

/** Several chains of steps merged in a random order that keeps each chain's own order. */
export function interleave<T>(chains: T[][], random: (() => number) | null): T[] {
  const left = chains.map((c) => [...c]).filter((c) => c.length > 0);
  const out: T[] = [];
  while (left.length > 0) {
    const i = random ? Math.floor(random() * left.length) : 0;
    out.push(left[i]!.shift()!);
    if (left[i]!.length === 0) left.splice(i, 1);
  }
  return out;
}

export interface Step {
  name: string;
  run: () => Promise<unknown>;
}

/** The event's Swiss part and top cut through the API, as steps: `hero` (remembered on a phone) wins every match. */
export function eventSteps(
  request: APIRequestContext,
  eventId: string,
  hero: string,
  dropped: string,
  random: (() => number) | null,
): Step[] {
  const round = (n: number) => apiOk<{ matches: MatchOut[] }>(request, 'get', `/api/events/${eventId}/rounds/${n}`);
  const seated = async (n: number) => (await round(n)).matches.filter((m) => m.playerB !== null);
  const win = (m: MatchOut, winner = m.playerA.id === hero || m.playerB?.id === hero ? hero : m.playerA.id) =>
    apiOk(request, 'put', `/api/matches/${m.id}/result`, { version: m.version, games: [{ winner }] });
  const timer = (n: number, action = '') => ({
    name: `round ${n}: clock ${action || 'start'}`,
    run: () =>
      apiOk(
        request,
        'post',
        `/api/events/${eventId}/rounds/${n}/timer${action ? `/${action}` : ''}`,
        action === 'add' ? { minutes: 5 } : undefined,
      ),
  });
  const clock = (n: number) => [timer(n), timer(n, 'pause'), timer(n, 'add'), timer(n, 'resume')];
  const results = (n: number, correct: boolean): Step[] => [
    { name: `round ${n}: first result`, run: async () => win((await seated(n))[0]!) },
    ...(correct
      ? [
          {
            name: `round ${n}: a result corrected`,
            run: async () => {
              const m = (await seated(n))[0]!;
              if (m.playerA.id === hero || m.playerB?.id === hero) return;
              await apiOk(request, 'put', `/api/matches/${m.id}/result`, {
                version: m.version,
                games: [{ winner: m.playerB!.id }],
                reason: 'Slip misread',
              });
            },
          },
        ]
      : []),
    {
      name: `round ${n}: the other results`,
      run: async () => {
        for (const m of (await seated(n)).filter((x) => !x.outcome)) await win(m);
      },
    },
  ];
  const pair = (n: number): Step => ({
    name: `round ${n}: paired (draft)`,
    run: () => apiOk(request, 'post', `/api/events/${eventId}/rounds`),
  });
  const publish = (n: number): Step => ({
    name: `round ${n}: published`,
    run: () => apiOk(request, 'post', `/api/events/${eventId}/rounds/${n}/publish`),
  });
  const swiss = (n: number, extra: Step[] = []) => [
    ...extra,
    pair(n),
    publish(n),
    ...interleave([clock(n), results(n, n === 1)], random),
  ];
  const cutRound = (n: number, title: string): Step[] => [
    { name: `${title}: clock start`, run: () => apiOk(request, 'post', `/api/events/${eventId}/rounds/${n}/timer`) },
    ...[0, 1].map((i) => ({
      name: `${title}: result ${i + 1}`,
      run: async () => {
        const m = (await seated(n)).filter((x) => !x.outcome)[0];
        if (m) await win(m);
      },
    })),
  ];
  return [
    ...swiss(1),
    ...swiss(2, [
      {
        name: `a player drops`,
        run: () => apiOk(request, 'post', `/api/events/${eventId}/players/${dropped}/drop`, { reason: 'Has to leave' }),
      },
      pair(2),
      {
        name: 'round 2: the draft discarded',
        run: async () => expect((await request.delete(`/api/events/${eventId}/rounds/2`)).status()).toBeLessThan(300),
      },
    ]),
    ...swiss(3),
    {
      name: 'top 4 cut made: Semifinals seated',
      run: () => apiOk(request, 'post', `/api/events/${eventId}/cut`, { size: 4, bestOf: 1, roundMinutes: 30 }),
    },
    ...cutRound(4, 'Semifinals'),
    ...cutRound(5, 'Final'),
  ];
}

/** An 8-player Modified event of 3 Swiss rounds, nothing paired; its players by name. */
export async function eventBeforeStart(request: APIRequestContext, name: string) {
  const event = await apiOk<{ id: string }>(request, 'post', '/api/events', {
    name: `${name} ${Date.now()}`,
    format: 'modified',
    rounds: 3,
  });
  const ids: string[] = [];
  for (const [i, [firstName, lastName]] of trainers.slice(0, 8).entries()) {
    ids.push(
      (
        await apiOk<{ id: string }>(request, 'post', `/api/events/${event.id}/players`, {
          dciNumber: String(760100 + i),
          firstName,
          lastName,
        })
      ).id,
    );
  }
  return { eventId: event.id, ids };
}
