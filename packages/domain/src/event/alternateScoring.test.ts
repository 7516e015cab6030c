import { describe, expect, it } from 'vitest';
import { alternateScoring } from './alternateScoring.ts';

describe('alternateScoring (216, 217)', () => {
  it.each([
    { bestOf: 1, policy: 'dci2003', alternateScoring: true, code: null },
    { bestOf: 1, policy: 'dci2003', alternateScoring: false, code: null },
    { bestOf: 3, policy: 'dci2003', alternateScoring: false, code: null },
    { bestOf: 3, policy: 'playpokemon', alternateScoring: false, code: null },
    { bestOf: 3, policy: 'dci2003', alternateScoring: true, code: 'ALTERNATE_SCORING_MATCH_PLAY', section: '217' },
    { bestOf: 5, policy: 'dci2003', alternateScoring: true, code: 'ALTERNATE_SCORING_MATCH_PLAY', section: '217' },
    { bestOf: 1, policy: 'playpokemon', alternateScoring: true, code: 'ALTERNATE_SCORING_MATCH_PLAY', section: '216' },
  ])('best of $bestOf, $policy, alternate $alternateScoring → $code', ({ code, section, ...choice }) => {
    const result = alternateScoring(choice);
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, error: { code, section, field: 'scoring.alternateScoring' } });
  });
});
