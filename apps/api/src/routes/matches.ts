import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { matchView, type Db } from '@tcg/db';
import type { Game, MatchReport } from '@tcg/domain/match';
import { mayAct } from '@tcg/domain/access';
import { RuleViolation } from '@tcg/domain/shared';
import { auditingRefusals } from '../plugins/access.ts';
import type { ReadCache } from '../readCache.ts';
import { actorOf } from '../actor.ts';
import { errorResponses, Extension, MatchId, ResultBody, Saved, VersionConflictResponse } from '@tcg/contract';
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

  app.get(
    '/matches/:id',
    {
      config: { access: { action: 'view', eventOf: 'match' } },
      schema: {
        tags: ['results'],
        summary: 'One match with its version and result',
        params: MatchId,
        response: { 200: Type.Ref('Match'), 404: errorResponses[404] },
      },
    },
    // Every phone in the room reads its match: from the event's state kept for its version, not from the database.
    async (request) => matchView(await views.state(request.eventAccess!.eventId), request.params.id),
  );

  app.put(
    '/matches/:id/result',
    {
      config: { access: { action: 'enterResults', eventOf: 'match' } },
      schema: {
        tags: ['results'],
        summary: 'Enter or correct a result (216, 217); 409 with the stored result when the version is stale',
        params: MatchId,
        body: ResultBody,
        response: {
          200: Saved,
          400: errorResponses[400],
          404: errorResponses[404],
          409: Type.Union([VersionConflictResponse, Type.Ref('Error')]),
        },
      },
    },
    enterResult,
  );

  app.put(
    '/matches/:id/extension',
    {
      config: { access: { action: 'enterResults', eventOf: 'match' } },
      schema: {
        tags: ['results'],
        summary: 'Record a judge’s time extension for one match (216)',
        params: MatchId,
        body: Extension,
        response: { 200: Type.Ref('Match'), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) =>
      db.transaction((tx) =>
        extendMatch(tx, request.params.id, request.body.minutes, request.body.reason, actorOf(request)),
      ),
  );
};
