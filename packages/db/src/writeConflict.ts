// Two writers that the locks did not serialize (a unique index hit, a serialization failure or deadlock): the later one is told, not a 500.
import { Prisma } from './generated/prisma/client.ts';

/** Prisma's codes for a unique-index hit and for a write conflict or deadlock. */
const conflictCodes = new Set(['P2002', 'P2034']);

interface AdapterCause {
  table?: string;
  constraint?: { fields?: string[]; index?: string };
}

/** The driver adapter names the index (`Account_email_key`) or its fields; the fields are what the caller sent. */
function fieldsOf(meta: Record<string, unknown> | undefined): string[] {
  const cause = (meta?.driverAdapterError as { cause?: AdapterCause } | undefined)?.cause;
  if (cause?.constraint?.fields) return cause.constraint.fields.map((f) => f.replaceAll('"', ''));
  const index = cause?.constraint?.index;
  if (!index) return Array.isArray(meta?.target) ? meta.target.map(String) : [];
  return index
    .replace(new RegExp(`^${cause.table ?? ''}_`), '')
    .replace(/_key$/, '')
    .split('_');
}

/** The fields of the unique index that stopped the write, or [] for a conflict; null when `error` is no write conflict. */
export function writeConflictOf(error: unknown): string[] | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || !conflictCodes.has(error.code)) return null;
  return fieldsOf(error.meta);
}

/** The pool had no connection for a request within its wait, or Prisma could not start its transaction in time. */
export const databaseBusy = (error: unknown): boolean =>
  (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2028') ||
  (error instanceof Error && error.message === 'timeout exceeded when trying to connect');
