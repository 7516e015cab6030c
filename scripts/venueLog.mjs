// `npm start -- --lan` at the venue: the API's request log would scroll the addresses and the QR code off the screen.
// Every line goes to a log file; the terminal shows warnings and errors, and the addresses come back every few minutes.
import path from 'node:path';

/** How often the addresses and the QR code are printed again, when anything was printed since. */
export const REPRINT_EVERY_MS = 5 * 60_000;

/** The log file of a start at `now`: TCG_LOG_FILE, else one file a day under .data/logs. */
export function logFilePath(env, root, now) {
  return path.resolve(
    root,
    env.TCG_LOG_FILE ?? path.join('.data', 'logs', `tcg-${now.toISOString().slice(0, 10)}.log`),
  );
}

/** pino's numeric level of a JSON log line, or null for a line that is not one. */
function pinoLevel(line) {
  if (!line.startsWith('{')) return null;
  try {
    const level = JSON.parse(line).level;
    return typeof level === 'number' ? level : null;
  } catch {
    return null;
  }
}

/** How serious a line of a server's output is: the API's JSON lines carry their level; the web app writes warnings and errors to stderr. */
export function lineLevel(line, stream) {
  const level = pinoLevel(line);
  if (level !== null) return level >= 50 ? 'error' : level >= 40 ? 'warn' : 'info';
  return stream === 'stderr' ? 'warn' : 'info';
}

/** Warnings and errors reach the terminal; requests and other news stay in the file. */
export const showsInTerminal = (level) => level === 'warn' || level === 'error';

/** A line as the terminal shows it: "api error: message (GET /path → 500)" for a JSON line, else the line as written. */
export function terminalLine(source, line) {
  if (pinoLevel(line) === null) return `${source}: ${line}`;
  const entry = JSON.parse(line);
  const level = entry.level >= 50 ? 'error' : 'warning';
  const request = entry.req
    ? ` (${entry.req.method} ${entry.req.url}${entry.res ? ` → ${entry.res.statusCode}` : ''})`
    : '';
  const error = entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '';
  return `${source} ${level}: ${entry.msg ?? ''}${error}${request}`;
}

/** A line as the file keeps it: when, which server, which stream, then the line as written. */
export const fileLine = (source, stream, line, now) => `${now.toISOString()} ${source} ${stream} ${line}\n`;

/** Whether to print the addresses again: the time has come and something was printed since (a quiet screen still shows them). */
export function reprintDue({ lastPrintedAt, printedSince, now, every = REPRINT_EVERY_MS }) {
  return printedSince > 0 && now - lastPrintedAt >= every;
}
