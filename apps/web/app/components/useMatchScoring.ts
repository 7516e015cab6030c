import { useState } from 'react';
import { chosenAlternateScoring } from './AnnouncedFields';

/** Games per match (211) and the Alternate Scoring box (216) a form edits: the event's as announced, else one game without it. */
export function useMatchScoring(announced?: { bestOf: number; scoring: { alternateScoring: boolean } }) {
  const [bestOf, onBestOf] = useState(announced?.bestOf ?? 1);
  const [checked, onChange] = useState(announced?.scoring.alternateScoring ?? false);
  return {
    /** BestOfField's props. */
    bestOfField: { bestOf, onBestOf },
    /** AlternateScoringField's props. */
    alternateScoringField: { bestOf, checked, onChange },
    bestOf,
    /** What the form sends. */
    alternateScoring: chosenAlternateScoring(bestOf, checked),
  };
}
