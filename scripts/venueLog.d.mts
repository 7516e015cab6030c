export type Level = 'info' | 'warn' | 'error';
export const REPRINT_EVERY_MS: number;
export function logFilePath(env: Record<string, string | undefined>, root: string, now: Date): string;
export function lineLevel(line: string, stream: 'stdout' | 'stderr'): Level;
export function showsInTerminal(level: Level): boolean;
export function terminalLine(source: string, line: string): string;
export function fileLine(source: string, stream: 'stdout' | 'stderr', line: string, now: Date): string;
export function reprintDue(state: { lastPrintedAt: number; printedSince: number; now: number; every?: number }): boolean;
