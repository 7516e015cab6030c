import { AppError, RuleViolation } from '@tcg/domain/shared';
import { CorruptData, databaseBusy, writeConflictOf } from '@tcg/db';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '@tcg/contract';
import { errorStatus } from '../errorStatus.ts';
import { retryAfter } from '../retryAfter.ts';

type Problem = NonNullable<FastifyError['validation']>[number];
const UNIONS = ['anyOf', 'oneOf'];
const ALTERNATIVES = ['type', 'const', 'enum'];

/** What one failed alternative of a union accepts: `null`, `"masters"`… */
function alternative(problem: Problem): string[] {
  const params = problem.params as { type?: string; allowedValue?: unknown; allowedValues?: unknown[] };
  if (problem.keyword === 'type') return [String(params.type)];
  return (problem.keyword === 'const' ? [params.allowedValue] : (params.allowedValues ?? [])).map((value) =>
    JSON.stringify(value),
  );
}

const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * The problem to name, and what the value must be instead. Ajv lists a union's failed alternatives before the union
 * itself: a value none of whose alternatives fit is named with all of them (`must be null or "masters"`, not the first
 * alternative's `must be null`); where the alternatives are shapes, the one that got deepest names the field.
 */
function chosen(problems: Problem[]): { problem: Problem | undefined; what?: string } {
  const union = problems.findLast((problem) => UNIONS.includes(problem.keyword));
  if (!union || union !== problems.at(-1)) return { problem: problems[0] };
  const branches = problems.filter(
    (p) => !UNIONS.includes(p.keyword) && p.schemaPath.startsWith(union.schemaPath.slice(0, -union.keyword.length)),
  );
  if (branches.every((p) => p.instancePath === union.instancePath && ALTERNATIVES.includes(p.keyword))) {
    const values = [...new Set(branches.filter((p) => p.keyword !== 'type').flatMap(alternative))];
    // A literal's own `type` failing adds nothing to its value: `"masters"` says string.
    const types = branches.filter(
      (p) =>
        p.keyword === 'type' &&
        !branches.some((q) => q !== p && q.keyword !== 'type' && q.schemaPath.startsWith(p.schemaPath.slice(0, -4))),
    );
    return { problem: union, what: `must be ${listed([...new Set(types.flatMap(alternative)), ...values])}` };
  }
  const deepest = branches.reduce<Problem | undefined>(
    (best, p) => (!best || p.instancePath.length > best.instancePath.length ? p : best),
    undefined,
  );
  return { problem: deepest ?? union };
}

function validationBody(error: FastifyError): ErrorBody {
  const { problem: first, what: instead } = chosen(error.validation ?? []);
  const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  const field = [where, missing ?? extra].filter(Boolean).join('.') || undefined;
  const what = instead ?? (missing ? 'is required' : extra ? 'is not a known field' : (first?.message ?? 'is invalid'));
  return {
    code: 'VALIDATION_ERROR',
    message: `${error.validationContext ?? 'request'}${field ? `.${field}` : ''} ${what}`,
    ...(field ? { field } : {}),
  };
}

const BUSY_RETRY_MS = 5_000;

const send = (reply: FastifyReply, body: ErrorBody | (ErrorBody & Record<string, unknown>)) =>
  reply.status(errorStatus[body.code]).send(body);

/** Fastify's own 4xx (unreadable JSON, wrong content type…) keep Fastify's FST_ERR_* code; an oversized body is ours. */
const fastifyCode = (error: FastifyError): string =>
  error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : (error.code ?? 'BAD_REQUEST');

/** A write that collided with another one at the same moment: nothing of it was stored. */
const writeConflictBody = (fields: string[]): ErrorBody => ({
  code: 'WRITE_CONFLICT',
  message: `Someone else changed this at the same moment${fields.length ? ` (${fields.join(', ')} taken)` : ''}: nothing was saved; reload and try again.`,
  ...(fields.length === 1 ? { field: fields[0] } : {}),
});

/** Rule violations and app errors answer the status their code maps to; write conflicts 409; anything else (corrupt data included) a fixed, logged 500. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RuleViolation) return send(reply, error.error);
    if (error instanceof AppError) return send(reply, { ...error.details, code: error.code, message: error.message });
    if (error.validation) return send(reply, validationBody(error));
    const conflict = writeConflictOf(error);
    if (conflict) return send(reply, writeConflictBody(conflict));
    if (databaseBusy(error)) {
      request.log.warn({ url: request.url }, 'database busy: no connection within the wait');
      return send(reply, {
        code: 'BUSY',
        message: `The database is busy with everyone else’s requests at this moment: nothing was done; try again in ${retryAfter(reply, BUSY_RETRY_MS)}.`,
      });
    }
    if (!(error instanceof CorruptData) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: fastifyCode(error), message: error.message });
    }
    request.log.error({ err: error }, error instanceof CorruptData ? 'corrupt stored data' : 'unhandled error');
    return send(reply, {
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side; the error has been logged.',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
});
