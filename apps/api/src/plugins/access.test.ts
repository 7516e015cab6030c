import type { Db } from '@tcg/db';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import '../access.ts';
import access from './access.ts';

describe('route access declarations (#7)', () => {
  it('refuses to start with an /api route that declares no access, and names it', async () => {
    const app = Fastify();
    await app.register(access, { db: { prisma: {} } as Db });
    app.get('/api/declared', { config: { access: 'public' } }, async () => ({}));
    app.get('/elsewhere', async () => ({}));
    expect(() => app.post('/api/events/:id/forgotten', async () => ({}))).toThrow(
      'POST /api/events/:id/forgotten declares no config.access',
    );
    await app.close();
  });
});
