import { buildApp } from '@tcg/api';
import { DATABASE_KINDS, openBenchDatabase } from './database.ts';
import { fmt, measure, type Bench } from './measure.ts';
import { organizerHeaders } from './session.ts';

// The full write path of the foundation: validate, persist event + audit entry in one transaction, answer.
export const apiBench: Bench = {
  name: 'api',
  async run() {
    const rows = [];
    for (const kind of DATABASE_KINDS) {
      const database = await openBenchDatabase(kind);
      if (!database) continue;
      const app = await buildApp({ db: database.db, writesPerMinute: 1_000_000 });
      const headers = await organizerHeaders(app);
      let n = 0;
      const timing = await measure(
        () =>
          app.inject({
            method: 'POST',
            url: '/api/events',
            headers,
            payload: { name: `Bench ${n++}`, format: 'modified' },
          }),
        200,
      );
      rows.push({
        benchmark: `POST /api/events (${kind})`,
        size: '200 requests',
        result: `median ${fmt(timing.median)} ms, worst ${fmt(timing.worst)} ms`,
        target: '—',
      });
      await app.close();
      await database.close();
    }
    return rows;
  },
};
