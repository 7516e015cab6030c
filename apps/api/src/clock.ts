/** The server's calendar day (UTC), YYYY-MM-DD: the default day of a new event and of the public deck check (204). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The server's time now, ISO 8601: passed to the rules that measure waits (216). */
export const now = (): string => new Date().toISOString();
