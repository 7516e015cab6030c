// Test-only: the API on a fresh migrated database for one test file (PGlite, or the server in TEST_DATABASE_URL).
import { createTestDatabase, type TestDatabase } from '@tcg/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from './app.ts';
import { errorStatus } from './errorStatus.ts';

export type TestApi = Awaited<ReturnType<typeof buildApp>>;

export interface SignedIn {
  account: { id: string; email: string; name: string };
  /** The `cookie` header of the session. */
  cookie: string;
}

export interface TestApp {
  app: TestApi;
  database: TestDatabase;
  /** The organizer every request is made as, unless it sends its own `cookie` header (`cookie: ''` for nobody). */
  organizer: SignedIn;
}

const sessionCookie = (setCookie: string | string[] | number | undefined) =>
  String([setCookie].flat()[0] ?? '').split(';')[0]!;

/** Signs up a new account with a 12+ character password and returns its session. */
export async function signUp(app: TestApi, email: string, name = email.split('@')[0]!): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { cookie: '' },
    payload: { email, password: 'a long test password', name },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up of ${email} failed: ${response.body}`);
  return {
    account: response.json<{ account: SignedIn['account'] }>().account,
    cookie: sessionCookie(response.headers['set-cookie']),
  };
}

/** Requests default to the given session's cookie. */
function actingAs(app: TestApi, cookie: string): void {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (typeof options !== 'object') return inject(options as never);
    const headers = options.headers ?? {};
    return inject('cookie' in headers ? options : { ...options, headers: { ...headers, cookie } });
  }) as TestApi['inject'];
}

/** Registers the hooks that open the database and the app before the file's tests and close both after. */
export function useTestApp(options: Omit<BuildOptions, 'db'> = {}): TestApp {
  const opened = {} as TestApp;
  beforeAll(async () => {
    opened.database = await createTestDatabase();
    opened.app = await buildApp({ ...options, db: opened.database.db });
    opened.organizer = await signUp(opened.app, 'organizer@example.test', 'Test Organizer');
    actingAs(opened.app, opened.organizer.cookie);
  });
  afterAll(async () => {
    await opened.app?.close();
    await opened.database?.close();
  });
  return opened;
}

/** What an import's job ended with, read as a one-request import would have answered: 201 and the result, or the error's status and body. */
export interface ImportOutcome {
  statusCode: number;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

const outcome = (statusCode: number, value: unknown): ImportOutcome => ({
  statusCode,
  body: JSON.stringify(value),
  json: <T>() => value as T,
});

/** Polls GET /api/jobs/:id (as `cookie`, default the organizer) until the job succeeded or failed. */
export async function jobEnd(
  app: TestApi,
  jobId: string,
  cookie?: string,
): Promise<{ status: string; result: unknown; error: { code: keyof typeof errorStatus } | null }> {
  for (;;) {
    const read = await app.inject({
      url: `/api/jobs/${jobId}`,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
    if (read.statusCode !== 200) throw new Error(`GET /api/jobs/${jobId}: ${read.statusCode} ${read.body}`);
    const job = read.json<{ status: string; result: unknown; error: { code: keyof typeof errorStatus } | null }>();
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends an import (POST /api/imports/…) and, once accepted (202), waits for its job's end. */
export async function importThroughJob(app: TestApi, options: InjectOptions): Promise<ImportOutcome> {
  const response = await app.inject(options);
  if (response.statusCode !== 202) return outcome(response.statusCode, response.json());
  const cookie = (options.headers as Record<string, string> | undefined)?.cookie;
  const job = await jobEnd(app, response.json<{ jobId: string }>().jobId, cookie);
  return job.status === 'succeeded' ? outcome(201, job.result) : outcome(errorStatus[job.error!.code], job.error);
}
