import { describe, expect, it } from 'vitest';
import { scoringPolicies } from './policies.ts';

describe('scoring policies', () => {
  it('finds each policy under its own name', () => {
    for (const [name, policy] of Object.entries(scoringPolicies)) expect(policy.name).toBe(name);
  });

  it('keeps every floor and cap a fraction of 1, floors under caps', () => {
    const { dci2003, playpokemon } = scoringPolicies;
    expect(dci2003.floor).toBeCloseTo(1 / 3, 15);
    expect([playpokemon.floor, playpokemon.droppedCap]).toEqual([0.25, 0.75]);
  });
});
