/**
 * A number the page's address names (a round, a table, a pod): digits only. Anything else is NaN, which the API refuses
 * (400) and the page shows as not found, as the address names nothing (`/rounds/two`, `/rounds/1e0`, `/rounds/0x1`).
 */
export const pathNumber = (text: string | undefined): number =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;
