import { pickOrder } from '@tcg/domain/draft';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testApp.ts';

const opened = useTestApp();

const get = async (query: string) => {
  const response = await opened.app.inject({ method: 'GET', url: `/api/rochester/pick-order?${query}` });
  return { status: response.statusCode, body: response.json<{ picks?: number[]; code?: string; field?: string }>() };
};

describe('GET /api/rochester/pick-order (Appendix A 7)', () => {
  it('answers the horseshoe: to the last seat, who picks twice, then back', async () => {
    expect((await get('seats=4&group=1&active=1&cards=10')).body).toEqual({ picks: [1, 2, 3, 4, 4, 3, 2, 1, 1, 2] });
    expect((await get('seats=4&group=2&active=4&cards=6')).body).toEqual({ picks: [4, 3, 2, 1, 1, 2] });
  });

  it('equals the domain’s pick order for pods of 5–8, every pack group and Active player', async () => {
    for (const seats of [5, 6, 7, 8]) {
      for (const group of [1, 2, 3]) {
        for (const active of [1, Math.ceil(seats / 2), seats]) {
          const cards = 20 + seats;
          const expected = pickOrder({ seats, group, active, cards });
          if (!expected.ok) throw new Error(expected.error.message);
          const { status, body } = await get(`seats=${seats}&group=${group}&active=${active}&cards=${cards}`);
          expect(status).toBe(200);
          expect(body.picks).toEqual(expected.value);
        }
      }
    }
  });

  it.each([
    ['seats=2&group=1&active=1&cards=5', 'POD_TOO_SMALL', 'seats'],
    ['seats=8&group=4&active=1&cards=5', 'PACK_GROUP_INVALID', 'group'],
    ['seats=8&group=1&active=9&cards=5', 'SEAT_OUT_OF_RANGE', 'active'],
    ['seats=8&group=1&active=0&cards=5', 'SEAT_OUT_OF_RANGE', 'active'],
    ['seats=8&group=1&active=1&cards=-1', 'VALIDATION_ERROR', 'cards'],
    ['seats=eight&group=1&active=1&cards=5', 'VALIDATION_ERROR', 'seats'],
    ['group=1&active=1&cards=5', 'VALIDATION_ERROR', 'seats'],
    ['seats=8&group=1&active=1', 'VALIDATION_ERROR', 'cards'],
  ])('refuses %s with 400 %s naming %s', async (query, code, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code, field });
  });
});
