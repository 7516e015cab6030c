import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'repo', include: ['test/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/lib/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: [
            'packages/db/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
