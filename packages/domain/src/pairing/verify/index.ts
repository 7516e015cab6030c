// 210: the pairings check, independent of the pairing code.
export { verifyPairings } from './verifyPairings.ts';
export { overrideReason, publishChecked } from './publishChecked.ts';
export { maximumMatching, matchingSize } from './maximumMatching.ts';
export { problemKinds, type PairingProblem, type PairingsToCheck } from './facts.ts';
