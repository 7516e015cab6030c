import { type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import { served } from '../served.ts';
import type { FastifyRequest } from 'fastify';
import { matchView, type Db } from '@tcg/db';
import type { Game, MatchReport } from '@tcg/domain/match';
import { mayAct } from '@tcg/domain/access';
import { RuleViolation } from '@tcg/domain/shared';
import { auditingRefusals } from '../plugins/access.ts';
import type { ReadCache } from '../readCache.ts';
import { actorOf } from '../actor.ts';
import type { MatchId, ResultBody } from '@tcg/contract';
import { extendMatch, reportResult } from '../services/results.ts';

type ResultBodyType = Static<typeof ResultBody>;
type GameBody = NonNullable<ResultBodyType['games']>[number];

const bad = (message: string, field: string) =>
  new RuleViolation({ code: 'INVALID_GAME', message, section: '217', field });

/** One game from the body: exactly one of winner, draw or timeCalled. */
function toGame(game: GameBody, i: number): Game {
  const kinds = [game.winner !== undefined, game.draw === true, game.timeCalled === true].filter(Boolean).length;
  if (kinds !== 1) throw bad(`Game ${i + 1} needs exactly one of winner, draw or timeCalled.`, `games.${i}`);
  if (game.timeCalled) {
    if (!game.prizesRemaining)
      throw bad(`Game ${i + 1}: time called needs each player's Prizes remaining.`, `games.${i}.prizesRemaining`);
    const time = { timeCalled: true as const, prizesRemaining: game.prizesRemaining };
    return game.suddenDeathWinner === undefined ? time : { ...time, suddenDeathWinner: game.suddenDeathWinner };
  }
  if (game.suddenDeathWinner !== undefined)
    throw bad(`Game ${i + 1}: a sudden-death winner goes with time called.`, `games.${i}.suddenDeathWinner`);
  if (game.draw) return { draw: true };
  return game.penalty ? { winner: game.winner!, penalty: true } : { winner: game.winner! };
}

function toReport(body: ResultBodyType): MatchReport {
  if ((body.games === undefined) === (body.noShow === undefined)) {
    throw new RuleViolation({
      code: 'INVALID_RESULT',
      message: 'A result has either games or a noShow.',
      field: 'games',
    });
  }
  return body.noShow !== undefined ? { noShow: body.noShow } : { games: body.games!.map(toGame) };
}

export const matchRoutes: FastifyPluginAsyncTypebox<{ db: Db; views: ReadCache }> = async (app, { db, views }) => {
  /** Entering a result is one right, changing an entered one another (a judge enters, the head judge corrects); a refused correction is audited. */
  async function enterResult(request: FastifyRequest<{ Params: Static<typeof MatchId>; Body: ResultBodyType }>) {
    const report = toReport(request.body);
    const { eventId: owner, role } = request.eventAccess!;
    const { version, reason, eventId } = request.body;
    const entry = {
      version,
      report,
      mayCorrect: mayAct(role ?? undefined, 'correctResults'),
      ...(reason !== undefined ? { reason } : {}),
    };
    return auditingRefusals(db, request, owner, () =>
      db.transaction((tx) => reportResult(tx, request.params.id, entry, actorOf(request), eventId)),
    );
  }

  app.route({
    ...served('GET /matches/:id'),
    // Every phone in the room reads its match: from the event's state kept for its version, not from the database.
    handler: async (request) => matchView(await views.state(request.eventAccess!.eventId), request.params.id),
  });

  app.route({ ...served('PUT /matches/:id/result'), handler: enterResult });

  app.route({
    ...served('PUT /matches/:id/extension'),
    handler: async (request) =>
      db.transaction((tx) =>
        extendMatch(tx, request.params.id, request.body.minutes, request.body.reason, actorOf(request)),
      ),
  });
};
