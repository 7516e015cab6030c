import { describe, expect, it } from 'vitest';
import { decideMatch } from '../match/matchWinner.ts';
import type { Game } from '../match/types.ts';
import { eliminationResult } from './eliminationResult.ts';

const players = ['ash', 'misty'] as const;

describe('eliminationResult (217)', () => {
  it('names the winner and the loser of a top cut match', () => {
    expect(eliminationResult(players, { winner: 'misty' })).toEqual({
      ok: true,
      value: { winner: 'misty', loser: 'ash', suddenDeath: false },
    });
    expect(eliminationResult(players, { winner: 'ash' })).toEqual({
      ok: true,
      value: { winner: 'ash', loser: 'misty', suddenDeath: false },
    });
  });

  it('takes the winner on Prizes from a match outcome decided at time', () => {
    const games: Game[] = [
      { winner: 'ash' },
      { winner: 'misty' },
      { timeCalled: true, prizesRemaining: { ash: 2, misty: 4 } },
    ];
    const outcome = decideMatch({ games }, { players: [...players], bestOf: 3, stage: 'elimination' });
    expect(outcome).toMatchObject({ ok: true, value: { winner: 'ash', decidedOnPrizes: true } });
    expect(eliminationResult(players, outcome.ok ? outcome.value : { winner: null })).toEqual({
      ok: true,
      value: { winner: 'ash', loser: 'misty', suddenDeath: false },
    });
  });

  it('records a sudden-death decision after equal Prizes', () => {
    const result = eliminationResult(players, { winner: 'misty', suddenDeath: true });
    expect(result).toEqual({ ok: true, value: { winner: 'misty', loser: 'ash', suddenDeath: true } });
  });

  it('refuses a draw: with equal Prizes and no sudden-death winner there is no result yet', () => {
    const result = eliminationResult(players, { winner: null });
    expect(result.ok ? null : result.error).toMatchObject({
      code: 'DRAW_NOT_ALLOWED',
      section: '217',
      field: 'winner',
    });
  });

  it('refuses a winner who is not one of the two players', () => {
    const result = eliminationResult(players, { winner: 'brock' });
    expect(result.ok ? null : result.error).toMatchObject({ code: 'UNKNOWN_PLAYER', field: 'winner' });
  });
});
