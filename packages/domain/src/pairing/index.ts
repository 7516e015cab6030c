// 210: Swiss pairing, the public API.
export { pairRound } from './swiss.ts';
export { checkPairingInput } from './input.ts';
export { recommendedRounds, type RoundCount } from './roundCount.ts';
export type { Bye, PairDown, Pairing, PairingInput, PairingPlayer, PairingResult } from './types.ts';
export { avoidPair, checkSwap, type Swap, type SwapFacts, type SwapSeat } from './swap.ts';
export {
  maximumMatching,
  matchingSize,
  overrideReason,
  problemKinds,
  publishChecked,
  verifyPairings,
  type PairingProblem,
  type PairingsToCheck,
} from './verify/index.ts';
