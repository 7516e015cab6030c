/** The server's calendar day (UTC), YYYY-MM-DD: the default day of a new event and of the public deck check (204). */
export const today = (): string => new Date().toISOString().slice(0, 10);
