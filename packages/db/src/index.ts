export { createDb, type Db, type DbOptions } from './client.ts';
export { eventRepository, type EventChanges, type EventRecord, type EventRepository, type EventStatus } from './events.ts';
export { auditRepository, type AuditRecord } from './audit.ts';
export { playerRepository, type PlayerRepository } from './players.ts';
export { roundRepository, type RoundRepository, type SwapRequest } from './rounds.ts';
export { matchRepository, VersionConflict, type MatchRepository, type ResultSaved } from './matches.ts';
export { standingsRepository, type StandingsRepository } from './standings.ts';
export type { MatchRecord, PlayerRef, RegistrationRecord, RoundRecord } from './records.ts';
export { importCatalog, type ImportCounts, type ImportSummary } from './cards/importCatalog.ts';
export { cardTextRepository, type CardTextRepository, type ImportedSet } from './cards/cardText.ts';
export { customFormatRepository, type CustomFormatRecord, type CustomFormatRepository } from './customFormats.ts';
export { deckRepository, DeckRefused, type DeckCheckRecord, type DeckLegality, type DeckRecord, type DeckRefusal, type DeckRepository, type TableDecks } from './decks.ts';
export { topCutRepository, type BracketRecord, type CutRecord, type CutRequest, type FinalStandingsRecord, type TopCutRepository } from './topCut.ts';
export { podRepository, type PodRepository, type PodSeatingRecord } from './pods.ts';
export { teamRepository, type TeamMemberRecord, type TeamRecord, type TeamRepository, type TeamSaved } from './teams.ts';
export { teamEntryRepository, teamRatingsReport, type EventTeamDecksRecord, type EventTeamMemberRecord, type EventTeamRecord, type RatingsReportRecord, type TeamEntryRepository } from './teamEntries.ts';
export { accountRepository, normalizeEmail, type AccountRecord, type AccountRepository, type NewAccount } from './accounts.ts';
export {
  invitationNotFound,
  staffRepository,
  type EventAccessRecord,
  type InvitationLookup,
  type InvitationRecord,
  type NewInvitation,
  type StaffMemberRecord,
  type StaffRepository,
  type StaffRole,
} from './staff.ts';
export { productRepository, type ProductRecord, type ProductRepository } from './product.ts';
export { draftSheetRepository, type DraftSheetRecord } from './draftSheets.ts';
export { draftRepository, type DraftCardRecord, type DraftRecord, type DraftRepository, type DraftSettingsInput } from './draft.ts';
export { poolRepository, type DeckBuildingRecord, type LimitedStage, type PoolRecord, type PoolRepository } from './pools.ts';
export { redraftRepository, type RedraftRecord, type RedraftRepository } from './redraft.ts';
export { limitedRepository, type LimitedPlayerRecord, type LimitedRecord, type LimitedRepository } from './limited.ts';
export { CorruptData, decode } from './corruptData.ts';
export { lockEvent, TX_OPTIONS, type Tx } from './transaction.ts';
