import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { organizerState } from './authState';

// Playwright's own browser download cannot work here: use Debian's Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webPort = Number(process.env.E2E_WEB_PORT ?? 3300);
const apiPort = Number(process.env.E2E_API_PORT ?? 3301);
// A fresh embedded database for every run, so specs never see leftovers.
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tcg-e2e-')), 'pglite');

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], use: { storageState: organizerState } },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${webPort}`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Every spec signs in as the same organizer and sets events up through the API faster than any person could.
    env: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      TCG_DATA_DIR: dataDir,
      DATABASE_URL: '',
      WRITES_PER_MINUTE: '100000',
    },
  },
});
