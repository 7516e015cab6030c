import { readCsv } from '@tcg/domain/csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { tdfFixture, tdfKit } from '../tdfTestKit.ts';
import { useTestApp } from '../testApp.ts';

describe('CSV exports: GET /api/events/:id/export/<registrations|pairings|standings|final-standings>.csv', () => {
  const api = useTestApp();
  let eventId: string;

  beforeAll(async () => {
    eventId = await tdfKit(api.app).imported(tdfFixture('finalized.tdf'));
  });

  const csv = async (path: string, event = eventId) => {
    const response = await api.app.inject({ url: `/api/events/${event}/export/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9-]+\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    return { raw: response.body, rows: readCsv(response.body), file: String(response.headers['content-disposition']) };
  };

  it('registrations: names with commas, quotes and accents intact, year of birth, division and status', async () => {
    const { rows } = await csv('registrations.csv');
    expect(rows[0]).toEqual([
      'DCI number',
      'First name',
      'Last name',
      'Team',
      'Year of birth',
      'Division',
      'Status',
      'First round',
    ]);
    expect(rows).toContainEqual(['309', 'Zoë', 'Ivy', '', '1985', 'Masters', 'dropped after round 1', '1']);

    const created = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'Café, Cup', format: 'modified' },
    });
    const other = created.json<{ id: string }>().id;
    const comma = await api.app.inject({
      method: 'POST',
      url: `/api/events/${other}/players`,
      payload: { dciNumber: '399', firstName: 'José "Pepe"', lastName: 'Núñez, Jr.' },
    });
    expect(comma.statusCode, comma.body).toBe(201);
    const { raw, rows: plain } = await csv('registrations.csv', other);
    expect(raw).toContain('399,"José ""Pepe""","Núñez, Jr.",,,,active,1\r\n');
    expect(plain[1]).toEqual(['399', 'José "Pepe"', 'Núñez, Jr.', '', '', '', 'active', '1']);
  });

  it('a name a spreadsheet would run as a formula is written behind a single quote (OWASP CSV injection)', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'Formula Cup', format: 'modified' },
    });
    const other = created.json<{ id: string }>().id;
    const names = [
      ['=HYPERLINK("http://evil.test","x")', '@SUM(A1)'],
      ['+1', '-2+3'],
    ];
    for (const [i, [firstName, lastName]] of names.entries()) {
      const added = await api.app.inject({
        method: 'POST',
        url: `/api/events/${other}/players`,
        payload: { dciNumber: `49${i}`, firstName, lastName },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const { rows } = await csv('registrations.csv', other);
    expect(rows.slice(1).map((r) => r.slice(1, 3))).toEqual(
      expect.arrayContaining(names.map((pair) => pair.map((n) => `'${n}`))),
    );
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('pairings of a round, with the bye and the results', async () => {
    const { rows } = await csv('pairings.csv?round=1');
    expect(rows.slice(0, 2)).toEqual([
      ['Round', 'Table', 'DCI number A', 'Player A', 'DCI number B', 'Player B', 'Result'],
      ['1', '1', '301', 'Ash Ketchum', '302', 'Brock Harrison', 'Ash Ketchum wins'],
    ]);
    expect(rows).toContainEqual(['1', '3', '305', 'Gary Oak', '306', 'Ritchie Sparky', 'Draw']);
    expect(rows).toContainEqual(['1', '', '309', 'Zoë Ivy', '', '', 'Bye']);
    expect((await csv('pairings.csv')).rows[1]?.slice(0, 2)).toEqual(['5', '1']);
    expect((await csv('pairings.csv?round=1')).file, 'each round its own file name (#31)').toMatch(
      /-pairings-round-1\.csv"$/,
    );
    expect((await csv('pairings.csv')).file).toMatch(/-pairings-round-5\.csv"$/);
  });

  it('standings with Play! Pokémon tiebreakers in %, per division too, and the final standings', async () => {
    const { rows } = await csv('standings.csv');
    expect(rows[0]).toEqual([
      'Rank',
      'DCI number',
      'Name',
      'Points',
      'Wins',
      'Losses',
      'Draws',
      'Byes',
      'Op Win %',
      'Op Op Win %',
      'Dropped',
    ]);
    expect(rows[1]?.slice(0, 5)).toEqual(['1', '301', 'Ash Ketchum', '9', '3']);
    // Born 1985–1990, at a 2003 event: Seniors (11–14) and Masters (15 and over), no Juniors.
    const seniors = (await csv('standings.csv?division=seniors')).rows;
    expect(seniors.slice(1).map((r) => r[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(seniors.length + (await csv('standings.csv?division=masters')).rows.length).toBe(rows.length + 1);
    expect((await csv('standings.csv?division=juniors')).rows).toHaveLength(1);
    const final = await csv('final-standings.csv');
    expect(final.rows.slice(0, 3)).toEqual([
      ['Place', 'DCI number', 'Name', 'Swiss rank', 'Points', 'Finish'],
      ['1', '303', 'Misty Waterflower', '3', '6', 'Winner'],
      ['2', '301', 'Ash Ketchum', '1', '9', 'Finalist'],
    ]);
  });

  it('refuses a round that is not a number, and answers 404 for an unknown event', async () => {
    expect((await api.app.inject({ url: `/api/events/${eventId}/export/pairings.csv?round=x` })).statusCode).toBe(400);
    expect(
      (await api.app.inject({ url: '/api/events/00000000-0000-4000-8000-000000000000/export/standings.csv' }))
        .statusCode,
    ).toBe(404);
  });
});
