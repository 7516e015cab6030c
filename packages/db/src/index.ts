export { createDb, type Db, type DbOptions } from './client.ts';
export { refreshEventState, type VersionedState } from './stateRefresh.ts';
export { lockedEventState, stateCache, type StateCache } from './stateCache.ts';
export { eventVersion, LIVE_CHANNEL, type Change, type ChangeFeed, type ChangeListener } from './liveChanges.ts';
export { eventRepository, settingsOf, type EventRecord, type EventUpdate } from './events.ts';
export { auditRepository, type AuditRecord } from './audit.ts';
export { playerRepository, type DivisionEntry, type ParticipationChange } from './players.ts';
export {
  alsoInPlay,
  currentRound,
  roundMinutesOf,
  roundOf,
  roundRepository,
  roundsInPlay,
  roundStageOf,
  roundView,
  roundViews,
  withNewRound,
  withRound,
  type ClockChange,
  type SeatChange,
} from './rounds.ts';
export { firstPods, podsSeated } from './podRounds.ts';
export { podTableRepository, type StoredPodTable, type StoredTableEntry } from './podTables.ts';
export {
  clockFacts,
  clockView,
  cutOfRound,
  cutRoundsOf,
  loadEventState,
  participation,
  pairingInput,
  pointsBefore,
  stateBefore,
  missingTables,
  type EventState,
  type StoredRound,
} from './eventState.ts';
export { locate, matchRepository, matchView, type SeatedMatch } from './matches.ts';
export { cutRef } from './topCut.ts';
export { lastCompleteRound, standingsView } from './standings.ts';
export type { MatchRecord, MatchWithGames, PlayerRef, RegistrationRecord, RoundRecord } from './records.ts';
export { outcomeOf } from './records.ts';
export { importCatalog, type ImportCounts, type ImportSummary } from './cards/importCatalog.ts';
export { cardTextRepository } from './cards/cardText.ts';
export { customFormatRepository, formatKindOf } from './customFormats.ts';
export { cardSetRepository } from './cardSets.ts';
export { deckRepository, type DeckSubmission } from './decks.ts';
export { decklistRepository } from './decklists.ts';
export {
  cutDivisionOf,
  cutResults,
  seatedBracket,
  storedCut,
  topCutRepository,
  type CutRequest,
  type CutState,
  type StoredCut,
  type SwissPlace,
} from './topCut.ts';
export { standingsAfter } from './eventState.ts';
export { podRepository, type PodFacts, type SeatedPod } from './pods.ts';
export { teamRepository } from './teams.ts';
export { teamEntryRepository, type EnteredTeam } from './teamEntries.ts';
export { accountRepository, normalizeEmail, type NewAccount } from './accounts.ts';
export { staffRepository, type EventAccess, type OpenInvitation } from './staff.ts';
export { eventRow, limitedSettingsOf, productRepository, type ProductFacts } from './product.ts';
export {
  draftRepository,
  type DraftSettingsRecord,
  type NewPick,
  type StoredDraft,
  type StoredPick,
  type StoredTable,
} from './draft.ts';
export { poolRepository, stageOf, stagePlay, type PoolFacts } from './pools.ts';
export { redraftRepository, type NewRedraft, type RedraftState } from './redraft.ts';
export { limitedRepository } from './limited.ts';
export { CorruptData, decode } from './corruptData.ts';
export { penaltyRepository, type NewPenaltyRecord } from './penalties.ts';
export { judgeCallRepository } from './judgeCalls.ts';
export {
  selfReportRepository,
  type PendingReportRow,
  type PlayerReportRow,
  type SelfReportingRow,
} from './selfReports.ts';
export { deckCheckPickRepository } from './deckCheckPicks.ts';
export { lockEvent, TX_OPTIONS, type Tx } from './transaction.ts';
export { leavesState, takeStatesLeft } from './statesLeft.ts';
export { eventExportRepository, type EventDocument, type ImportProgress } from './eventExport.ts';
export { ratingsRepository, type StoredRatedMatch } from './ratings.ts';
export { databaseBusy, writeConflictOf } from './writeConflict.ts';
export { idempotencyRepository, type IdempotencyClaim, type IdempotentAnswer } from './idempotency.ts';
export { loginFailureRepository } from './loginFailures.ts';
export { writeCountRepository } from './writeCounts.ts';
export { EVENT_TABLES, eventSnapshotRepository, type SnapshotRecord } from './eventSnapshots.ts';
export { jobRepository, type JobError, type JobRecord, type JobStatus } from './jobs.ts';
export { boundedTransactions, type BoundedTransactions } from './boundedTransactions.ts';
