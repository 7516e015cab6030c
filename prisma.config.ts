import path from 'node:path';
import { defineConfig } from 'prisma/config';

// The CLI first looks for a schema engine and would download one; we only use `generate`,
// so point it at a stub. Migrations are applied by @tcg/db's own runner.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, 'prisma/no-schema-engine');

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
