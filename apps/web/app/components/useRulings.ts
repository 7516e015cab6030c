import { useState } from 'react';
import { rulingsBody } from './AnnouncedFields';

/** The rulings class (203) and new-set hold (204 ¶2) a form edits: the event's as announced, else the defaults. */
export function useRulings(announced?: { interpretationClass: string | null; newSetHoldWeeks: number | null }) {
  const [interpretationClass, onClass] = useState(announced?.interpretationClass ?? '');
  const weeks = announced?.newSetHoldWeeks ?? null;
  const [holdWeeks, onHoldWeeks] = useState(weeks === null ? '' : String(weeks));
  return {
    /** RulingsFields' props. */
    fields: { interpretationClass, onClass, holdWeeks, onHoldWeeks },
    body: rulingsBody(interpretationClass, holdWeeks),
  };
}
