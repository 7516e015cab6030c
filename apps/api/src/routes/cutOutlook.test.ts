import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventKit } from '../eventTestKit.ts';
import { useTestApp } from '../testApp.ts';

interface Tally {
  in: number;
  onTiebreakers: number;
  out: number;
}
interface Outlook {
  points: number;
  roundsLeft: number;
  cutSize: number | null;
  standing: string;
  lastRound: { round: number; exhaustive: boolean; outcomes: number; win: Tally; draw: Tally; loss: Tally } | null;
}

describe('GET /api/events/:id/players/:playerId/outlook (#16, 217)', () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);
  const outlook = (eventId: string, playerId: string) =>
    kit.ok<Outlook>('GET', `/api/events/${eventId}/players/${playerId}/outlook`);

  it('works the last round over every result of the other tables, for a win, a draw and a loss', async () => {
    const event = await kit.createEvent({ rounds: 2 });
    await kit.registerMany(event.id, 10);
    const first = await kit.playRound(event.id);
    const winner = first.matches[0]!.playerA.id;
    const loser = first.matches[0]!.playerB!.id;
    expect(await outlook(event.id, winner)).toMatchObject({
      points: 3,
      roundsLeft: 1,
      cutSize: 4,
      standing: 'alive',
      lastRound: null,
    });

    await kit.pair(event.id);
    await kit.publish(event.id, 2);
    const last = (await outlook(event.id, winner)).lastRound!;
    expect(last).toMatchObject({ round: 2, exhaustive: true, outcomes: 81 });
    for (const tally of [last.win, last.draw, last.loss]) expect(tally.in + tally.onTiebreakers + tally.out).toBe(81);
    // Five players have 3 points: a win puts this one at 6, level with at most the other three winners.
    expect(last.win.out).toBe(0);
    expect(last.loss.in).toBe(0);
    expect((await outlook(event.id, loser)).lastRound!.win.in).toBe(0);
  });

  it('says when the Swiss standings are final, and refuses an unknown player', async () => {
    const event = await kit.createEvent();
    const [player] = await kit.registerMany(event.id, 4);
    expect(await outlook(event.id, player!.id)).toMatchObject({ cutSize: null, standing: 'no-cut' });
    const missing = await kit.call('GET', `/api/events/${event.id}/players/${randomUUID()}/outlook`);
    expect([missing.status, missing.body.code]).toEqual([404, 'PLAYER_NOT_FOUND']);
  });
});
