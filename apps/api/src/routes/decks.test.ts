import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck, readPoolList } from '@tcg/domain/deck';
import { MODIFIED, SEALED, UNLIMITED } from '@tcg/domain/format';
import { describe, expect, it } from 'vitest';
import { MODIFIED_DECK, SEALED_DECK, SEALED_POOL, UNLIMITED_DECK } from '@tcg/domain/deck/samples';
import { today } from '../clock.ts';
import { useTestApp } from '../testApp.ts';
import { CORPUS, VARIANTS } from '../../../../test/fixtures/decklists/corpus.ts';

const api = useTestApp();

const check = (payload: object) => api.app.inject({ method: 'POST', url: '/api/decks/check', payload });
const domain = (format: typeof MODIFIED, date: string, list: string) =>
  checkDeck({ format, date, list }, builtInCatalog);

describe('POST /api/decks/check gives the domain verdict', () => {
  it.each([
    ['a legal Modified deck', 'modified', MODIFIED, MODIFIED_DECK, '2003-06-01', true],
    ['a Base Set deck in Modified (226)', 'modified', MODIFIED, UNLIMITED_DECK, '2003-06-01', false],
    ['the same deck in Unlimited (225)', 'unlimited', UNLIMITED, UNLIMITED_DECK, '2003-06-01', true],
    [
      'the Modified deck before Expedition was released (204)',
      'modified',
      MODIFIED,
      MODIFIED_DECK,
      '2002-08-01',
      false,
    ],
    ['a 60-card deck under the Limited rules (231)', 'limited', SEALED, MODIFIED_DECK, '2003-06-01', false],
  ])('%s', async (_, id, format, list, date, legal) => {
    const response = await check({ format: id, date, list });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(domain(format, date, list));
    expect(response.json().legal).toBe(legal);
  });

  it('checks on today when no date is given', async () => {
    const response = await check({ format: 'modified', list: UNLIMITED_DECK });
    expect(response.json()).toEqual(domain(MODIFIED, today(), UNLIMITED_DECK));
  });

  it('checks a Limited deck against the pool written as a list (231)', async () => {
    const legal = await check({ format: 'limited', date: '2003-06-01', list: SEALED_DECK, pool: SEALED_POOL });
    expect(legal.json()).toEqual(
      checkDeck(
        { format: SEALED, date: '2003-06-01', list: SEALED_DECK, pool: readPoolList(SEALED_POOL, builtInCatalog).ids },
        builtInCatalog,
      ),
    );
    expect(legal.json().legal).toBe(true);
    const short = await check({
      format: 'limited',
      date: '2003-06-01',
      list: SEALED_DECK,
      pool: SEALED_POOL.replace('4 Charmander', '3 Charmander'),
    });
    expect(short.json().problems.map((p: { code: string; line?: number }) => [p.code, p.line])).toEqual([
      ['NOT_IN_POOL', 1],
    ]);
  });

  it('reports pool lines it cannot read, so a pool typo does not pass silently', async () => {
    const response = await check({
      format: 'limited',
      date: '2003-06-01',
      list: SEALED_DECK,
      pool: `${SEALED_POOL}\n1 Mewthree LC 29`,
    });
    expect(response.json().legal).toBe(false);
    expect(response.json().problems).toContainEqual(
      expect.objectContaining({ code: 'UNKNOWN_CARD', message: expect.stringMatching(/^Pool line 9: /) }),
    );
  });
});

describe('POST /api/decks/check refuses bad requests, never a 500', () => {
  it.each([
    ['an unknown format', { format: 'expanded', list: MODIFIED_DECK }, 'UNKNOWN_FORMAT', 'format'],
    ['a number for a format (not read as text)', { format: 42, list: MODIFIED_DECK }, 'VALIDATION_ERROR', 'format'],
    ['February 30th', { format: 'modified', date: '2003-02-30', list: MODIFIED_DECK }, 'INVALID_DATE', 'date'],
    ['a date in words', { format: 'modified', date: 'yesterday', list: MODIFIED_DECK }, 'INVALID_DATE', 'date'],
    ['no list', { format: 'modified' }, 'VALIDATION_ERROR', 'list'],
    ['a sideboard (222)', { format: 'modified', list: MODIFIED_DECK, sideboard: '' }, 'VALIDATION_ERROR', 'sideboard'],
  ])('%s → 400 %s naming %s', async (_, payload, code, field) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await check({ format: 'modified', list: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BODY_TOO_LARGE');
  });

  const problemsFor = async (list: string) => {
    const response = await check({ format: 'modified', date: '2003-06-01', list });
    expect(response.statusCode).toBe(200);
    return response.json().problems as { code: string; line?: number; message: string }[];
  };

  it('turns a 1 MB paste and 10,000 lines into one problem without reading them', async () => {
    expect((await problemsFor('4 Bill LC 108\n'.repeat(60_000))).map((p) => p.code)).toEqual(['PARSE_ERROR']);
    expect(await problemsFor('4\n'.repeat(10_000))).toEqual([
      expect.objectContaining({ code: 'PARSE_ERROR', message: expect.stringMatching(/10001 lines/) }),
    ]);
  });

  it('reports binary garbage, negative and huge counts and an unknown set code on their lines', async () => {
    // Every byte but NUL, which no stored or searched text may hold (400 naming the field, below).
    const garbage = Array.from({ length: 64 }, (_, i) => String.fromCharCode(((i * 37) % 255) + 1)).join('');
    const problems = await problemsFor(
      `${MODIFIED_DECK}\n-4 Bill LC 108\n99999999999 Fire Energy\n2 Pikachu XYZ 58\n${garbage}`,
    );
    expect(problems.slice(0, 3).map((p) => [p.code, p.line])).toEqual([
      ['PARSE_ERROR', 21],
      ['PARSE_ERROR', 22],
      ['UNKNOWN_CARD', 23],
    ]);
    expect(problems[2]!.message).toContain('"XYZ"');
    expect(
      problems.slice(3).every((p) => p.code === 'PARSE_ERROR' || p.code === 'UNKNOWN_CARD' || p.code === 'DECK_SIZE'),
    ).toBe(true);
    expect(problems.slice(3).some((p) => (p.line ?? 0) > 23)).toBe(true);
  });

  it('refuses a NUL byte in a list, naming the field (#18)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/decks/check',
      payload: { format: 'modified', list: `${MODIFIED_DECK}\n4 Bill\u0000 LC 108` },
    });
    expect([response.statusCode, response.json<{ field: string }>().field]).toEqual([400, 'list']);
  });
});

describe('POST /api/decks/check on real decklists of 1999–2004 (test/fixtures/decklists)', () => {
  const codes = (body: { problems: { code: string }[] }) => [...new Set(body.problems.map((p) => p.code))].sort();

  it.each(CORPUS.map((entry) => [entry.id, entry] as const))(
    '%s: the verdict a judge gave on its date',
    async (_, entry) => {
      const response = await check({ format: entry.format, date: entry.date, list: entry.list });
      expect(response.statusCode).toBe(200);
      expect({ legal: response.json().legal, codes: codes(response.json()) }).toEqual({
        legal: entry.legal,
        codes: [...entry.codes].sort(),
      });
    },
  );

  it.each(VARIANTS.map((entry) => [entry.id, entry] as const))('%s: one reason, one problem', async (_, entry) => {
    const response = await check({ format: entry.format, date: entry.date, list: entry.list });
    expect(response.json().legal).toBe(false);
    expect(codes(response.json())).toEqual(entry.codes);
  });

  it('every list not plainly legal states its reason, and the corpus is dated 1999–2004', () => {
    for (const entry of [...CORPUS, ...VARIANTS]) {
      expect(entry.legal || entry.reason.length > 0, entry.id).toBe(true);
      expect(entry.date >= '1999-01-09' && entry.date <= '2004-12-31', entry.id).toBe(true);
      expect(entry.source, entry.id).toMatch(/^https?:\/\//);
    }
  });
});

describe('the 2002 World Championships case: Team Rocket Full Heal Energy in Modified (221, 226)', () => {
  // Not the player's list (our sources do not print it): a Neo-on Kingdra/Steelix list around the printing the issue names.
  const kingdraSteelix = `Pokémon: 19
4 Horsea N1 62
3 Seadra N1 48
3 Kingdra N1 8
3 Onix N1 69
3 Steelix N1 15
3 Cleffa N1 20
Trainer: 27
4 Professor Elm N1 96
4 Double Gust N1 100
4 Gold Berry N1 93
3 Focus Band N1 86
4 Pokémon Breeder LC 102
4 Energy Charge N1 85
4 Bill LC 108
Energy: 14
10 Water Energy
2 Metal Energy N1 19
2 Full Heal Energy TR 81`;
  const worlds = '2002-08-03';

  it('is legal on the day: a previously printed copy of Legendary Collection 100', async () => {
    const body = (await check({ format: 'modified', date: worlds, list: kingdraSteelix })).json();
    expect(body).toMatchObject({ legal: true, problems: [] });
  });

  it('was not legal before Legendary Collection (2002-05-24), and counts with its reprint by title', async () => {
    const early = (await check({ format: 'modified', date: '2002-05-23', list: kingdraSteelix })).json();
    expect(early.problems).toContainEqual(expect.objectContaining({ code: 'NOT_IN_FORMAT', cards: ['base5-81'] }));
    const five = kingdraSteelix
      .replace('2 Full Heal Energy TR 81', '2 Full Heal Energy TR 81\n3 Full Heal Energy LC 100')
      .replace('10 Water Energy', '7 Water Energy');
    const body = (await check({ format: 'modified', date: worlds, list: five })).json();
    expect(body.problems.map((p: { code: string }) => p.code)).toEqual(['COPY_LIMIT']);
  });
});
