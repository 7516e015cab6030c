// 217: the top cut is asked for by its size or by a match-point threshold, exactly one of the two.
import { fail, ok, type Result } from '../shared/error.ts';
import type { CutRule } from './recommendCut.ts';

export function cutRule({ size, minPoints }: { size?: number; minPoints?: number }): Result<CutRule> {
  if (size !== undefined && minPoints === undefined) return ok({ size });
  if (minPoints !== undefined && size === undefined) return ok({ minPoints });
  return fail('INVALID_CUT', 'Choose the top cut by size or by minPoints, not both or neither.', undefined, 'size');
}
