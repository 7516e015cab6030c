// The API's shapes as the web reads them: every alias is the type of a schema in @tcg/contract, never a copy.
import type {
  Access,
  Account as AccountResponse,
  AffectedMatch as AffectedMatchSchema,
  AuditEntry as AuditEntrySchema,
  Bracket,
  CardDetail as CardDetailSchema,
  CardSummary as CardSummarySchema,
  CardText as CardTextSchema,
  CardSetCreated as CardSetCreatedSchema,
  CardSetImport,
  Clock,
  Page,
  AcceptedJob as AcceptedJobSchema,
  Job as JobSchema,
  RoundClock,
  StoredCardSet as StoredCardSetSchema,
  DeckCheckRecord as DeckCheckRecordSchema,
  DecklistPublication,
  PublishedDecklists,
  DeckVerdict,
  RegisteredDeck,
  Draft,
  ErrorResponse,
  Event,
  EventListItem,
  EventDashboard as EventDashboardSchema,
  EventDecks,
  EventTeam,
  FinalStandings,
  Find,
  FormatSummary as FormatSummarySchema,
  Invitation,
  InvitationPreview as InvitationPreviewSchema,
  Invited,
  Legality,
  Limited,
  LiveData as LiveDataSchema,
  StreamKind as LiveKindSchema,
  Match,
  Of,
  PodRound,
  PodStandings,
  PodTable,
  Order,
  PairingCheck,
  DeckCheckPickRecord,
  JudgeCallPlaced,
  JudgeCallQueue,
  PlayerOutlook,
  ReportLinks,
  SelfReportingSettings,
  SelfReportView,
  SelfReportBody,
  JudgeCallRecord,
  PenaltyHistory,
  PenaltyList,
  PenaltyRecord,
  PenaltyRecorded,
  PlayerRef as PlayerRefSchema,
  Product,
  RatingsReport,
  Redraft,
  Registration as RegistrationSchema,
  Round,
  SetView as SetViewSchema,
  SiteAddress,
  Snapshot,
  SnapshotPreview,
  Sheet,
  Seating,
  Staff,
  TableDecks,
  StaffRole as StaffRoleSchema,
  Standings,
  Team,
  TeamDecks,
} from '@tcg/contract';

/** A refused request: the API's { code, message, section?, field? }. */
export type ApiError = Of<typeof ErrorResponse>;

export type Account = Of<typeof AccountResponse>['account'];
export type AcceptedJob = Of<typeof AcceptedJobSchema>;
export type Job = Of<typeof JobSchema>;
export type EventDetail = Of<typeof Event>;
export type EventListEntry = Of<typeof EventListItem>;
export type EventAccess = Of<typeof Access>;
export type EventDashboard = Of<typeof EventDashboardSchema>;

export type PlayerRef = Of<typeof PlayerRefSchema>;
export type Registration = Of<typeof RegistrationSchema>;
export type MatchView = Of<typeof Match>;
export type GameReport = Extract<MatchView['result'], { games: unknown }>['games'][number];
export type RoundView = Of<typeof Round>;
export type PodRoundView = Of<typeof PodRound>;
export type PodTableView = Of<typeof PodTable>;
export type PodStandingsView = Of<typeof PodStandings>;
export type ClockView = Of<typeof Clock>;
export type RoundClockView = Of<typeof RoundClock>;
export type FoundSeat = Of<typeof Find>['matches'][number];
export type PageView = Of<typeof Page>;
export type SiteView = Of<typeof SiteAddress>;
export type PairingCheckView = Of<typeof PairingCheck>;
export type DeckCheckPickView = Of<typeof DeckCheckPickRecord>;
export type JudgeCallPlacedView = Of<typeof JudgeCallPlaced>;
export type JudgeCallQueueView = Of<typeof JudgeCallQueue>;
export type JudgeCallView = Of<typeof JudgeCallRecord>;
export type PenaltyListView = Of<typeof PenaltyList>;
export type PenaltyView = Of<typeof PenaltyRecord>;
export type PenaltyRecordedView = Of<typeof PenaltyRecorded>;
export type PenaltyHistoryView = Of<typeof PenaltyHistory>;
export type StandingsView = Of<typeof Standings>;
export type AuditEntry = Of<typeof AuditEntrySchema>;
export type FormatSummary = Of<typeof FormatSummarySchema>;
export type StoredCardSet = Of<typeof StoredCardSetSchema>;
export type CardSetCreated = Of<typeof CardSetCreatedSchema>;
export type CardSetUpload = Of<typeof CardSetImport>;

export type BracketView = Of<typeof Bracket>;
export type CutView = NonNullable<BracketView['cut']>;
export type BracketMatchView = CutView['rounds'][number]['matches'][number];
export type AffectedMatch = Of<typeof AffectedMatchSchema>;
export type FinalStandingsView = Of<typeof FinalStandings>;
export type DecklistPublicationView = Of<typeof DecklistPublication>;
export type PublishedDecklistsView = Of<typeof PublishedDecklists>;

export type StaffRole = Of<typeof StaffRoleSchema>;
export type StaffView = Of<typeof Staff>;
export type StaffMember = StaffView['staff'][number];
export type PendingInvitation = Of<typeof Invitation>;
export type CreatedInvitation = Of<typeof Invited>;
export type InvitationPreview = Of<typeof InvitationPreviewSchema>;

export type ProductView = Of<typeof Product>;
export type ProductOrderView = Of<typeof Order>;
export type DraftView = Of<typeof Draft>;
export type DraftSheetView = Of<typeof Sheet>;
export type SeatingView = Of<typeof Seating>;
export type RedraftView = Of<typeof Redraft>;
export type LimitedView = Of<typeof Limited>;

export type TeamSummary = Of<typeof Team>;
export type EventTeamView = Of<typeof EventTeam> & Partial<Of<typeof TeamDecks>>;
export type RatingsReportView = Of<typeof RatingsReport>;

export type EventDecksView = Of<typeof EventDecks>;
export type TableDecksView = Of<typeof TableDecks>;
export type RegisteredDeckView = Of<typeof RegisteredDeck>;
export type DeckVerdictView = Of<typeof DeckVerdict>;
export type DeckCheckRecord = Of<typeof DeckCheckRecordSchema>;

export type CardSummary = Of<typeof CardSummarySchema>;
export type CardDetail = Of<typeof CardDetailSchema>;
export type CardLegalityView = Of<typeof Legality>;
export type CardText = Of<typeof CardTextSchema>;
export type SetView = Of<typeof SetViewSchema>;
export type LiveKind = Of<typeof LiveKindSchema>;
export type LiveData = Of<typeof LiveDataSchema>;
export type ReportLinksView = Of<typeof ReportLinks>;
export type SelfReporting = Of<typeof SelfReportingSettings>;
export type SelfReportPage = Of<typeof SelfReportView>;
export type SelfReportSent = Of<typeof SelfReportBody>;
export type PlayerOutlookView = Of<typeof PlayerOutlook>;
export type SnapshotView = Of<typeof Snapshot>;
export type SnapshotPreviewView = Of<typeof SnapshotPreview>;
