import { describe, expect, it } from 'vitest';
import { eventKit } from '../../src/eventTestKit.ts';
import { useTestApp } from '../../src/testApp.ts';
import { checkDatabase } from './check.ts';
import { nothingAcknowledged } from './workload.ts';

describe("the crash test's checks find what a crash could do (#18)", () => {
  const api = useTestApp();
  const kit = eventKit(() => api.app);

  it('finds nothing in a sound database, then a lost result, a result without its games and a round missing a match', async () => {
    const event = await kit.createEvent({ name: 'Checked', rounds: 3 });
    await kit.registerMany(event.id, 6);
    const round = await kit.playRound(event.id);
    const ack = nothingAcknowledged();
    ack.rounds.push({ eventId: event.id, number: 1, matches: 3 });
    ack.results.push(...round.matches.map((m) => ({ eventId: event.id, matchId: m.id, winner: m.playerA.id })));
    expect(await checkDatabase(api.database.url, ack)).toEqual({ lost: [], partial: [] });

    const [first, second] = round.matches;
    await api.database.db.prisma.game.deleteMany({ where: { matchId: first!.id } });
    await api.database.db.prisma.match.delete({ where: { id: second!.id } });
    const found = await checkDatabase(api.database.url, ack);
    expect(found.lost).toEqual([
      `round 1 of ${event.id} with 3 matches`,
      `result of match ${first!.id}`,
      `result of match ${second!.id}`,
    ]);
    expect(found.partial.map((p) => p.split(':')[0])).toEqual([
      'partialRounds',
      'resultsVsAudit',
      'resultEntriesWithoutResult',
    ]);
  });
});
