import { describe, expect, it } from 'vitest';
import { checkPenalty } from './checkPenalty.ts';

describe('checkPenalty', () => {
  it.each([
    [
      'a described warning',
      ' Took 3 minutes to play a Trainer ',
      { ok: true, value: { description: 'Took 3 minutes to play a Trainer' } },
    ],
    ['no description', '   ', { ok: false, error: { code: 'DESCRIPTION_REQUIRED', field: 'description' } }],
  ])('%s', (_, description, expected) => {
    expect(checkPenalty({ infraction: 'slowPlay', penalty: 'warning', description })).toMatchObject(expected);
  });
});
