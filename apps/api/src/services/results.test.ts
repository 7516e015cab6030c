import { eventRepository, matchRepository } from '@tcg/db';
import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';
import { announcedSettings } from '@tcg/domain/event/testing';
import { AppError } from '@tcg/domain/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerPlayer } from './players.ts';
import { reportResult } from './results.ts';
import { pairNextRound, publishRound } from './rounds.ts';

const settings = announcedSettings({ name: 'Race', rounds: 3 });

describe('a judge entering a result another judge entered a moment before (216)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => vi.restoreAllMocks());

  async function enteredMatch() {
    const { db } = database;
    const event = await db.transaction((tx) => eventRepository.create(tx, settings, 'test'));
    for (let i = 0; i < 4; i++)
      await db.transaction((tx) =>
        registerPlayer(tx, event.id, { dciNumber: String(8100 + i), firstName: 'P', lastName: `L${i}` }, 'test'),
      );
    await db.transaction((tx) => pairNextRound(tx, db.states, event.id, 7, 'test'));
    const [match] = (await db.transaction((tx) => publishRound(tx, db.states, event.id, 1, 'test', 0))).matches;
    const report = { games: [{ winner: match!.playerA.id }] };
    await db.transaction((tx) =>
      reportResult(tx, match!.id, { version: match!.version, report, mayCorrect: false }, 'first judge'),
    );
    return { match: match!, report: { games: [{ winner: match!.playerB!.id }] } };
  }
  const attempt = (matchId: string, version: number, report: { games: { winner: string }[] }) =>
    database.db
      .transaction((tx) => reportResult(tx, matchId, { version, report, mayCorrect: false }, 'second judge'))
      .catch((e: unknown) => e);

  it('answers 409 with the entry when the games were read after the entry but the match before it', async () => {
    const { match, report } = await enteredMatch();
    const seated = matchRepository.seated.bind(matchRepository);
    // The match row as read before the first judge's commit, its games (one query later) as read after it.
    vi.spyOn(matchRepository, 'seated').mockImplementation(async (tx, id) => {
      const now = await seated(tx, id);
      return { ...now, match: { ...now.match, version: match.version }, view: { ...now.view, version: match.version } };
    });
    const refused = await attempt(match.id, match.version, report);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'VERSION_CONFLICT',
      details: { match: { version: match.version + 1, result: { games: [{ winner: match.playerA.id }] } } },
    });
  });

  it('refuses a correction over the current version to a role without the right to correct', async () => {
    const { match, report } = await enteredMatch();
    await expect(attempt(match.id, match.version + 1, report)).resolves.toMatchObject({ code: 'FORBIDDEN' });
  });
});
