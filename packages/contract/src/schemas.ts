// The single definition of every request and response: the API validates and documents with these schemas, the
// database's repositories return values of their types, and the web app imports the types (type-only).
import type { Static, TSchema } from 'typebox';
import { ErrorResponse } from './common.ts';
import { CardDetail, CardSummary } from './cards.ts';
import { AffectedMatch, Bracket, FinalStandings } from './cut.ts';
import { DeckCheckRecord, DeckVerdict, RegisteredDeck } from './decks.ts';
import { Event } from './events.ts';
import { FormatDetail, FormatSummary } from './formats.ts';
import { PodRound, PodStandings, PodTable } from './podPlay.ts';
import { AuditEntry, Match, PlayerRef, Registration, Round, Standings, StandingsRow } from './eventRecords.ts';

export * from './auth.ts';
export * from './cards.ts';
export * from './cardSets.ts';
export * from './common.ts';
export * from './cut.ts';
export * from './deckCheckPicks.ts';
export * from './decklists.ts';
export * from './decks.ts';
export * from './divisions.ts';
export * from './draft.ts';
export * from './events.ts';
export * from './eventExport.ts';
export * from './eventRecords.ts';
export * from './eventView.ts';
export * from './formats.ts';
export * from './health.ts';
export * from './judgeCalls.ts';
export * from './imports.ts';
export * from './live.ts';
export * from './matches.ts';
export * from './penalties.ts';
export * from './players.ts';
export * from './podPlay.ts';
export * from './paging.ts';
export * from './pods.ts';
export * from './pools.ts';
export * from './product.ts';
export * from './ratings.ts';
export * from './redraft.ts';
export * from './rochester.ts';
export * from './rounds.ts';
export * from './selfReports.ts';
export * from './snapshots.ts';
export * from './staff.ts';
export * from './teamEvents.ts';
export * from './teams.ts';

/** The schemas other schemas refer to by `$id` (Type.Ref), keyed by that `$id`: registered once with Fastify, resolved in static types. */
const named = {
  Error: ErrorResponse,
  PlayerRef,
  Registration,
  Match,
  Round,
  StandingsRow,
  Standings,
  AuditEntry,
  AffectedMatch,
  Bracket,
  FinalStandings,
  Event,
  CardSummary,
  CardDetail,
  DeckVerdict,
  RegisteredDeck,
  DeckCheckRecord,
  FormatSummary,
  FormatDetail,
  PodTable,
  PodRound,
  PodStandings,
};

export const sharedSchemas: TSchema[] = Object.values(named);

// TypeBox's types do not carry `$id`, so the keys name them.
type Refs = typeof named;

/** The TypeScript type of a schema, with its `Type.Ref`s resolved. */
export type Of<T extends TSchema> = Static<T, Refs>;
