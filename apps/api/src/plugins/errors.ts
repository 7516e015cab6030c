import { AppError, RuleViolation } from '@tcg/domain/shared';
import { CorruptData, writeConflictOf } from '@tcg/db';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '../schemas/common.ts';
import { errorStatus } from '../errorStatus.ts';

function validationBody(error: FastifyError): ErrorBody {
  const first = error.validation?.[0];
  const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  const field = [where, missing ?? extra].filter(Boolean).join('.') || undefined;
  const what = missing ? 'is required' : extra ? 'is not a known field' : (first?.message ?? 'is invalid');
  return { code: 'VALIDATION_ERROR', message: `${error.validationContext ?? 'request'}${field ? `.${field}` : ''} ${what}`, ...(field ? { field } : {}) };
}

const send = (reply: FastifyReply, body: ErrorBody | (ErrorBody & Record<string, unknown>)) => reply.status(errorStatus[body.code]).send(body);

/** Fastify's own 4xx (unreadable JSON, wrong content type…) keep Fastify's FST_ERR_* code; an oversized body is ours. */
const fastifyCode = (error: FastifyError): string => (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : (error.code ?? 'BAD_REQUEST'));

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
    if (!(error instanceof CorruptData) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: fastifyCode(error), message: error.message });
    }
    request.log.error({ err: error }, error instanceof CorruptData ? 'corrupt stored data' : 'unhandled error');
    return send(reply, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side; the error has been logged.' });
  });

  app.setNotFoundHandler((request, reply) => send(reply, { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` }));
});
