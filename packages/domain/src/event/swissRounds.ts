// 210 and Appendix A 8: the Swiss rounds an event plays when the organizer set none: the DCI chart's, or three once players sit in pods.
import { POD_SWISS_ROUNDS } from '../draft/limitedSteps.ts';
import { recommendedRounds, type RoundCount } from '../pairing/roundCount.ts';

export function swissRoundsFor(attendance: number, seatedInPods: boolean): RoundCount {
  if (seatedInPods) return { rounds: POD_SWISS_ROUNDS, reason: 'Appendix A 8: each pod plays three rounds of Swiss.' };
  return recommendedRounds(attendance);
}
