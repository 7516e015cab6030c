import { RuleViolation } from '@tcg/domain/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ErrorBody {
  code: string;
  message: string;
  section?: string;
  field?: string;
}

function validationBody(error: FastifyError): ErrorBody {
  const first = error.validation?.[0];
  const where = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  const extra = (first?.params as { additionalProperty?: string } | undefined)?.additionalProperty;
  const field = [where, missing ?? extra].filter(Boolean).join('.') || undefined;
  const what = missing ? 'is required' : extra ? 'is not a known field' : (first?.message ?? 'is invalid');
  return { code: 'VALIDATION_ERROR', message: `${error.validationContext ?? 'request'}${field ? `.${field}` : ''} ${what}`, ...(field ? { field } : {}) };
}

/** Domain rule errors become 4xx with their code; anything else a fixed 500 while the log keeps the details. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RuleViolation) {
      return reply.status(error.status).send(error.error);
    }
    if (error.validation) return reply.status(400).send(validationBody(error));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : (error.code ?? 'BAD_REQUEST');
      return reply.status(error.statusCode).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side; the error has been logged.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
});
