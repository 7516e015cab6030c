import { describe, expect, it } from 'vitest';
import {
  fileLine,
  lineLevel,
  logFilePath,
  REPRINT_EVERY_MS,
  reprintDue,
  showsInTerminal,
  terminalLine,
} from './venueLog.mjs';

// Lines as the API (pino) and the web app (Next) write them.
const request =
  '{"level":30,"time":1764320000000,"pid":1,"reqId":"req-1","req":{"method":"GET","url":"/api/events/e1/stream"},"msg":"incoming request"}';
const failed =
  '{"level":50,"time":1764320000000,"reqId":"req-2","req":{"method":"PUT","url":"/api/matches/m1/result"},"res":{"statusCode":500},"err":{"message":"connection lost"},"msg":"request errored"}';
const slow = '{"level":40,"time":1764320000000,"msg":"the event stream fell behind"}';

describe('at the venue the terminal shows warnings and errors, the file keeps every line', () => {
  it.each([
    ['an API request (info)', request, 'stdout', 'info', false],
    ['an API error', failed, 'stdout', 'error', true],
    ['an API warning', slow, 'stdout', 'warn', true],
    ['a fatal API line', '{"level":60,"msg":"cannot open the data directory"}', 'stdout', 'error', true],
    ['the web app starting', 'web app on http://0.0.0.0:3000', 'stdout', 'info', false],
    ['a web app error on stderr', ' ⨯ Error: The API answered 503 for /events/e1.', 'stderr', 'warn', true],
    ['a brace that is not JSON', '{ not json', 'stdout', 'info', false],
    ['JSON without a level', '{"msg":"hello"}', 'stderr', 'warn', true],
  ] as const)('%s', (_, line, stream, level, shown) => {
    expect(lineLevel(line, stream)).toBe(level);
    expect(showsInTerminal(lineLevel(line, stream))).toBe(shown);
  });

  it('says in words what went wrong and on which request', () => {
    expect(terminalLine('api', failed)).toBe(
      'api error: request errored: connection lost (PUT /api/matches/m1/result → 500)',
    );
    expect(terminalLine('api', slow)).toBe('api warning: the event stream fell behind');
    expect(terminalLine('web', ' ⨯ Error: boom')).toBe('web:  ⨯ Error: boom');
  });

  it('keeps the time, the server and the stream of each line in the file', () => {
    expect(fileLine('api', 'stdout', request, new Date('2026-11-28T09:00:00Z'))).toBe(
      `2026-11-28T09:00:00.000Z api stdout ${request}\n`,
    );
  });

  it('writes one file a day under .data/logs, or where TCG_LOG_FILE says', () => {
    const now = new Date('2026-11-28T21:30:00Z');
    expect(logFilePath({}, '/srv/tcg', now)).toBe('/srv/tcg/.data/logs/tcg-2026-11-28.log');
    expect(logFilePath({ TCG_LOG_FILE: 'venue.log' }, '/srv/tcg', now)).toBe('/srv/tcg/venue.log');
    expect(logFilePath({ TCG_LOG_FILE: '/var/log/tcg.log' }, '/srv/tcg', now)).toBe('/var/log/tcg.log');
  });
});

describe('the addresses and the QR code come back every few minutes', () => {
  const minute = 60_000;
  it.each([
    ['just printed, lines since', 0, 5, false],
    ['a minute short of the interval', REPRINT_EVERY_MS - minute, 12, false],
    ['the interval reached, a warning printed since', REPRINT_EVERY_MS, 1, true],
    ['long past, nothing printed since: still on screen', 3 * REPRINT_EVERY_MS, 0, false],
    ['long past, lines since', 3 * REPRINT_EVERY_MS, 40, true],
  ] as const)('%s', (_, elapsed, printedSince, due) => {
    expect(reprintDue({ lastPrintedAt: 1_000_000, printedSince, now: 1_000_000 + elapsed })).toBe(due);
  });

  it('every few minutes: between 2 and 10', () => {
    expect(REPRINT_EVERY_MS).toBeGreaterThanOrEqual(2 * minute);
    expect(REPRINT_EVERY_MS).toBeLessThanOrEqual(10 * minute);
  });
});
