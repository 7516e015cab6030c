// Every route of the API, keyed by `METHOD path` (paths below /api), in the order the API registers them.
import type { Method, Route } from './route.ts';
import { auditRoutes } from './routes/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { cardSetsRoutes } from './routes/cardSets.ts';
import { cardsRoutes } from './routes/cards.ts';
import { clockRoutes } from './routes/clock.ts';
import { cutOutlookRoutes } from './routes/cutOutlook.ts';
import { deckCheckPicksRoutes } from './routes/deckCheckPicks.ts';
import { decklistsRoutes } from './routes/decklists.ts';
import { decksRoutes } from './routes/decks.ts';
import { divisionsRoutes } from './routes/divisions.ts';
import { draftRoutes } from './routes/draft.ts';
import { eventViewRoutes } from './routes/eventView.ts';
import { eventsRoutes } from './routes/events.ts';
import { exportsRoutes } from './routes/exports.ts';
import { formatsRoutes } from './routes/formats.ts';
import { healthRoutes } from './routes/health.ts';
import { importsRoutes } from './routes/imports.ts';
import { judgeCallsRoutes } from './routes/judgeCalls.ts';
import { liveRoutes } from './routes/live.ts';
import { matchesRoutes } from './routes/matches.ts';
import { penaltiesRoutes } from './routes/penalties.ts';
import { playersRoutes } from './routes/players.ts';
import { podPlayRoutes } from './routes/podPlay.ts';
import { podsRoutes } from './routes/pods.ts';
import { poolsRoutes } from './routes/pools.ts';
import { productRoutes } from './routes/product.ts';
import { ratingsRoutes } from './routes/ratings.ts';
import { redraftRoutes } from './routes/redraft.ts';
import { rochesterRoutes } from './routes/rochester.ts';
import { roundsRoutes } from './routes/rounds.ts';
import { selfReportsRoutes } from './routes/selfReports.ts';
import { snapshotsRoutes } from './routes/snapshots.ts';
import { staffRoutes } from './routes/staff.ts';
import { standingsRoutes } from './routes/standings.ts';
import { teamEventsRoutes } from './routes/teamEvents.ts';
import { teamsRoutes } from './routes/teams.ts';
import { topCutRoutes } from './routes/topCut.ts';

export const routeTable = {
  ...healthRoutes,
  ...authRoutes,
  ...staffRoutes,
  ...cardsRoutes,
  ...decksRoutes,
  ...cardSetsRoutes,
  ...formatsRoutes,
  ...eventsRoutes,
  ...eventViewRoutes,
  ...playersRoutes,
  ...penaltiesRoutes,
  ...judgeCallsRoutes,
  ...selfReportsRoutes,
  ...deckCheckPicksRoutes,
  ...roundsRoutes,
  ...clockRoutes,
  ...matchesRoutes,
  ...podPlayRoutes,
  ...standingsRoutes,
  ...auditRoutes,
  ...liveRoutes,
  ...topCutRoutes,
  ...cutOutlookRoutes,
  ...podsRoutes,
  ...poolsRoutes,
  ...redraftRoutes,
  ...productRoutes,
  ...draftRoutes,
  ...rochesterRoutes,
  ...teamsRoutes,
  ...teamEventsRoutes,
  ...importsRoutes,
  ...divisionsRoutes,
  ...exportsRoutes,
  ...snapshotsRoutes,
  ...decklistsRoutes,
  ...ratingsRoutes,
};

export type RouteTable = typeof routeTable;
export type RouteKey = keyof RouteTable;

/** The paths that answer a method. */
export type PathOf<M extends Method> = {
  [K in RouteKey]: RouteTable[K] extends Route<M, infer U> ? U : never;
}[RouteKey];

/** The route a method and path name. */
export type RouteAt<M extends Method, P extends PathOf<M>> = RouteTable[`${M} ${P}` & RouteKey];
