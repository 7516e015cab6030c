import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readEnv } from '../apps/api/src/env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'));
const { postgres, api, web } = compose.services;

describe('docker-compose.yml', () => {
  it('runs PostgreSQL from the official image with a healthcheck and a named volume', () => {
    expect(postgres.image).toMatch(/^postgres:\d+/);
    expect(postgres.healthcheck.test.join(' ')).toContain('pg_isready');
    const [volume] = postgres.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
  });

  it('builds api and web from a Dockerfile in the repository', () => {
    for (const service of [api, web]) expect(existsSync(`${root}${service.build.dockerfile}`)).toBe(true);
  });

  it("gives the API an environment its own validation accepts, pointing at the postgres service's credentials", () => {
    const env = readEnv(api.environment);
    const url = new URL(env.databaseUrl!);
    expect(url.hostname).toBe('postgres');
    expect(decodeURIComponent(url.username)).toBe(postgres.environment.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(postgres.environment.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${postgres.environment.POSTGRES_DB}`);
    expect(env.host).toBe('0.0.0.0');
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    expect(api.healthcheck.test.join(' ')).toContain(`:${env.port}/api/health`);
  });

  it('runs two API replicas on the one database and publishes only the web app', () => {
    expect(api.deploy.replicas).toBe(2);
    expect(api.ports).toBeUndefined();
    expect(postgres.ports).toBeUndefined();
    expect(web.ports).toEqual(['3000:3000']);
  });

  it("points the web app at the API service's port", () => {
    const env = readEnv(api.environment);
    expect(web.environment.API_URL).toBe(`http://api:${env.port}`);
    expect(web.command).toEqual(['node', 'apps/web/server.mjs']);
    expect(existsSync(`${root}apps/web/server.mjs`)).toBe(true);
    expect(web.environment.PORT).toBe('3000');
    expect(web.ports).toContain('3000:3000');
    expect(web.depends_on.api.condition).toBe('service_healthy');
  });
});
