import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { decideTeamGame, decideTeamGameAtTime } from './teamPrizes.ts';
import type { PlayerInGame, TeamGameReport, TeamInGame } from './teamPrizes.ts';

const team = (id: string, A: number | PlayerInGame, B: number | PlayerInGame): TeamInGame => ({
  id,
  A: typeof A === 'number' ? { prizesRemaining: A } : A,
  B: typeof B === 'number' ? { prizesRemaining: B } : B,
});

const constructed = (blue: TeamInGame, red: TeamInGame, extra: Partial<TeamGameReport> = {}): TeamGameReport => ({
  format: 'team-constructed',
  stage: 'swiss',
  teams: [blue, red],
  ...extra,
});

const errorOf = (report: TeamGameReport) => {
  const result = decideTeamGame(report);
  return result.ok ? undefined : [result.error.code, result.error.field];
};

/** The field of a PRIZES_OUT_OF_RANGE refusal of `report`, after checking that code. */
const outOfRange = (report: TeamGameReport) => {
  const [code, field] = errorOf(report) ?? [];
  expect(code).toBe('PRIZES_OUT_OF_RANGE');
  return field;
};

describe('decideTeamGame: Prize counts (Appendix A.B 5–6, Leaving the Game 1)', () => {
  it('allows Player A 0–3 and Player B 0–2 Prizes in Constructed', () => {
    expect(decideTeamGame(constructed(team('blue', 3, 2), team('red', 0, 0))).ok).toBe(true);
    expect(outOfRange(constructed(team('blue', 4, 0), team('red', 0, 0)))).toBe('teams[0].A.prizesRemaining');
    expect(outOfRange(constructed(team('blue', 1, 1), team('red', 1, 3)))).toBe('teams[1].B.prizesRemaining');
  });

  it('allows 0–2 Prizes for each player in Limited', () => {
    const limited = (a: number, b: number): TeamGameReport => ({
      ...constructed(team('blue', a, b), team('red', 0, 0)),
      format: 'team-limited',
    });
    expect(decideTeamGame(limited(2, 2)).ok).toBe(true);
    expect(outOfRange(limited(3, 0))).toBe('teams[0].A.prizesRemaining');
  });

  it('refuses negative and fractional counts', () => {
    expect(outOfRange(constructed(team('blue', -1, 0), team('red', 1, 1)))).toBe('teams[0].A.prizesRemaining');
    expect(outOfRange(constructed(team('blue', 1, 0.5), team('red', 1, 1)))).toBe('teams[0].B.prizesRemaining');
  });

  it('moves an eliminated player’s Prizes to the teammate: up to the team’s 5, and none left with the eliminated player', () => {
    const aOut = { prizesRemaining: 0, eliminated: true };
    const report = constructed(team('blue', aOut, 4), team('red', 1, 1), { timeCalled: true });
    expect(decideTeamGame(report)).toEqual({
      ok: true,
      value: { winner: 'red', endedBy: 'time', prizesRemaining: { blue: 4, red: 2 } },
    });
    expect(outOfRange(constructed(team('blue', aOut, 6), team('red', 1, 1)))).toBe('teams[0].B.prizesRemaining');
    const aOutWithPrizes = { prizesRemaining: 1, eliminated: true };
    expect(outOfRange(constructed(team('blue', aOutWithPrizes, 2), team('red', 1, 1)))).toBe(
      'teams[0].A.prizesRemaining',
    );
  });
});

describe('decideTeamGame: how a game ends (Earning Prizes 3, Leaving the Game 4)', () => {
  it('is won by the team that drew all its Prizes, between both its players', () => {
    expect(decideTeamGame(constructed(team('blue', 2, 1), team('red', 0, 0)))).toEqual({
      ok: true,
      value: { winner: 'red', endedBy: 'all-prizes-drawn', prizesRemaining: { blue: 3, red: 0 } },
    });
  });

  it('is not over while each team has a Prize left on either player', () => {
    expect(errorOf(constructed(team('blue', 0, 1), team('red', 1, 0)))).toEqual(['GAME_NOT_OVER', undefined]);
  });

  it('is won by the other team when both players of a team are eliminated', () => {
    const out = { prizesRemaining: 0, eliminated: true };
    expect(decideTeamGame(constructed(team('blue', out, out), team('red', 2, 2)))).toEqual({
      ok: true,
      value: { winner: 'red', endedBy: 'team-eliminated', prizesRemaining: { blue: 0, red: 4 } },
    });
  });

  it('goes on when only one player of a team is eliminated', () => {
    const out = { prizesRemaining: 0, eliminated: true };
    expect(errorOf(constructed(team('blue', out, 3), team('red', 2, 2)))).toEqual(['GAME_NOT_OVER', undefined]);
  });

  it('is won by the other team when one player withdraws', () => {
    const result = decideTeamGame(
      constructed(team('blue', 1, 1), team('red', 3, { prizesRemaining: 2, withdrew: true })),
    );
    expect(result.ok && [result.value.winner, result.value.endedBy]).toEqual(['blue', 'withdrawal']);
  });

  it('refuses a report in which both teams won', () => {
    const out = { prizesRemaining: 0, eliminated: true };
    expect(
      errorOf(constructed(team('blue', out, out), team('red', 2, { prizesRemaining: 1, withdrew: true }))),
    ).toEqual(['CONFLICTING_GAME_END', undefined]);
  });
});

describe('decideTeamGame: time called (216, 217 applied to teams)', () => {
  it('gives the game to the team with fewer Prizes in all, not the player with fewest', () => {
    const result = decideTeamGame(constructed(team('blue', 0, 2), team('red', 1, 0), { timeCalled: true }));
    expect(result).toEqual({
      ok: true,
      value: { winner: 'red', endedBy: 'time', prizesRemaining: { blue: 2, red: 1 } },
    });
  });

  it('is a draw in Swiss when both teams have as many Prizes left', () => {
    const result = decideTeamGame(constructed(team('blue', 2, 1), team('red', 1, 2), { timeCalled: true }));
    expect(result).toEqual({
      ok: true,
      value: { winner: null, endedBy: 'time', prizesRemaining: { blue: 3, red: 3 } },
    });
  });

  it('may not be a draw in single elimination: a sudden-death winner is required', () => {
    const tied = constructed(team('blue', 2, 1), team('red', 1, 2), { timeCalled: true, stage: 'single-elimination' });
    expect(errorOf(tied)).toEqual(['DRAW_NOT_ALLOWED', 'suddenDeathWinner']);
    expect(decideTeamGame({ ...tied, suddenDeathWinner: 'blue' })).toEqual({
      ok: true,
      value: { winner: 'blue', endedBy: 'sudden-death', prizesRemaining: { blue: 3, red: 3 } },
    });
    expect(errorOf({ ...tied, suddenDeathWinner: 'gold' })).toEqual(['UNKNOWN_TEAM', 'suddenDeathWinner']);
  });

  it('decides an untied single-elimination game on Prizes and refuses a needless sudden-death winner', () => {
    const ahead = constructed(team('blue', 1, 1), team('red', 1, 2), { timeCalled: true, stage: 'single-elimination' });
    const result = decideTeamGame(ahead);
    expect(result.ok && result.value.winner).toBe('blue');
    expect(errorOf({ ...ahead, suddenDeathWinner: 'red' })).toEqual(['SUDDEN_DEATH_NOT_NEEDED', 'suddenDeathWinner']);
  });

  it('gives the same result whichever team is listed first (seeded random games)', () => {
    const random = seededRandom(2003);
    const prizes = (max: number) => Math.floor(random() * (max + 1));
    for (let i = 0; i < 200; i++) {
      const blue = team('blue', prizes(3), prizes(2));
      const red = team('red', prizes(3), prizes(2));
      const forward = decideTeamGame(constructed(blue, red, { timeCalled: true }));
      const backward = decideTeamGame(constructed(red, blue, { timeCalled: true }));
      expect(backward).toEqual(forward);
    }
  });
});

describe('decideTeamGameAtTime: a result slip’s team totals (216 applied to teams)', () => {
  it('gives the game to the team with fewer Prizes remaining', () => {
    const result = decideTeamGameAtTime('team-constructed', 'swiss', { blue: 2, red: 5 });
    expect(result.ok && result.value).toMatchObject({
      winner: 'blue',
      endedBy: 'time',
      prizesRemaining: { blue: 2, red: 5 },
    });
  });

  it('draws equal Prizes in Swiss and needs a sudden-death winner in the top cut', () => {
    expect(decideTeamGameAtTime('team-limited', 'swiss', { blue: 3, red: 3 })).toMatchObject({
      ok: true,
      value: { winner: null },
    });
    expect(decideTeamGameAtTime('team-limited', 'single-elimination', { blue: 3, red: 3 })).toMatchObject({
      ok: false,
      error: { code: 'DRAW_NOT_ALLOWED' },
    });
    const sudden = decideTeamGameAtTime('team-limited', 'single-elimination', { blue: 3, red: 3 }, 'red');
    expect(sudden.ok && sudden.value).toMatchObject({ winner: 'red', endedBy: 'sudden-death' });
  });

  it('takes 0–5 Prizes a team in Constructed and 0–4 in Limited, naming the team', () => {
    expect(decideTeamGameAtTime('team-constructed', 'swiss', { blue: 5, red: 4 }).ok).toBe(true);
    expect(decideTeamGameAtTime('team-constructed', 'swiss', { blue: 6, red: 4 })).toMatchObject({
      ok: false,
      error: { code: 'PRIZES_OUT_OF_RANGE', field: 'prizesRemaining.blue' },
    });
    expect(decideTeamGameAtTime('team-limited', 'swiss', { blue: 1, red: 5 })).toMatchObject({
      ok: false,
      error: { code: 'PRIZES_OUT_OF_RANGE', field: 'prizesRemaining.red' },
    });
    expect(decideTeamGameAtTime('team-limited', 'swiss', { blue: 1 })).toMatchObject({
      ok: false,
      error: { code: 'PRIZES_MISSING' },
    });
  });
});
