// DCI Penalty Guidelines: the penalty catalogue, escalation, the head judge's changes, penalties applied to results.
export {
  checkPenaltyCatalog,
  defaultPenaltyCatalog,
  infractionNames,
  infractions,
  penaltyLevels,
  penaltyNames,
  type CatalogEntry,
  type Infraction,
  type PenaltyCatalog,
  type PenaltyLevel,
} from './catalog.ts';
export { earlierInfractions, proposePenalty } from './proposePenalty.ts';
export { changePenalty, type PenaltyChange } from './changePenalty.ts';
export { checkPenalty, type PenaltyEntry } from './checkPenalty.ts';
export { penaltyResult } from './penaltyResult.ts';
export { penaltyCsv, type PenaltyReportRow } from './penaltyCsv.ts';
