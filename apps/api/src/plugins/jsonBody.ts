// How every JSON body is read: too deep, `__proto__`, or text that cannot be stored is refused as it is read (#18);
// a large one (an event import) is read in a worker thread, so it never holds the API's thread (#32).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OFF_THREAD_BYTES, readJsonOffThread } from '../offThread/offThread.ts';
import { readJson } from '../jsonBody/readJson.ts';

export default fp(async function jsonBody(app: FastifyInstance) {
  const parseEmpty = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length === 0) return void parseEmpty(request, '', done);
    if (body.length >= OFF_THREAD_BYTES)
      return void readJsonOffThread(body).then(
        (value) => done(null, value),
        (error: Error) => done(error, undefined),
      );
    try {
      done(null, readJson(body.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
});
