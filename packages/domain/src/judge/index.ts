// 216: judge calls from the tables, the judges' queue, and the waits for the debrief.
export {
  callExtensionMinutes,
  callReasonNames,
  callReasons,
  canCallJudge,
  claimCall,
  creditCall,
  resolveCall,
  type CallReason,
  type JudgeCallFacts,
} from './judgeCall.ts';
export { waitTimes, type CallWait, type RoundWaits } from './waitTimes.ts';
export {
  canStartDeckCheck,
  finishDeckCheck,
  pickTablesAtRandom,
  pickTablesByHand,
  tablesToDrawFrom,
  type DeckCheckTiming,
} from './deckCheckPicks.ts';
export { checkSelfReport, reportAgreement, reportOverdue, type ReportAgreement } from './selfReport.ts';
