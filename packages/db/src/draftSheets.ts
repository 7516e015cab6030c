// Appendix A 1, 6–7, 235: a pod's printable draft sheet — who picks card 1…N in each Rochester phase, or how Booster Draft packs pass.
import { boosterDraftSheet, draftSheet, findBreakdown, type LimitedFormatId, type PackRound, type SheetPhase } from '@tcg/domain/draft';
import { AppError, RuleViolation, type Result } from '@tcg/domain/shared';
import { notFound } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { limitedFormatOf, settingsOf } from './product.ts';

export interface DraftSheetRecord {
  pod: number;
  format: Exclude<LimitedFormatId, 'sealed'>;
  seats: { seat: number; playerId: string; name: string }[];
  /** The judge's first Active player once the draft has started, seat 1 until then (Appendix A 6). */
  firstSeat: number;
  cardsPerPhase: number;
  rochester: SheetPhase[] | null;
  passing: PackRound[] | null;
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new RuleViolation(result.error);
  return result.value;
}

export function draftSheetRepository(prisma: PrismaClient) {
  return {
    async sheet(eventId: string, number: number): Promise<DraftSheetRecord> {
      const event = await prisma.event.findUnique({ where: { id: eventId } });
      if (!event) throw notFound('event', eventId);
      const format = limitedFormatOf(event);
      if (format === 'sealed') throw new RuleViolation({ code: 'NOT_A_DRAFT', message: 'A Sealed Deck event opens its product: no draft sheet.', section: '234' });
      const pod = await prisma.pod.findUnique({ where: { eventId_number: { eventId, number } }, include: { seats: { orderBy: { seat: 'asc' } }, draft: true } });
      if (!pod) throw new AppError('POD_NOT_FOUND', `No pod ${number} in this event.`);
      const players = await prisma.player.findMany({ where: { id: { in: pod.seats.map((s) => s.playerId) } } });
      const names = new Map(players.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
      const { breakdown, cardsPerPhase } = settingsOf(event);
      const found = findBreakdown(format, breakdown);
      const chosen = found.ok ? { breakdown: found.value } : {};
      const firstSeat = pod.draft?.firstSeat ?? 1;
      const seats = pod.seats.length;
      return {
        pod: number,
        format,
        seats: pod.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: names.get(s.playerId) ?? s.playerId })),
        firstSeat,
        cardsPerPhase,
        rochester: format === 'rochester-draft' ? must(draftSheet({ seats, firstSeat, cards: cardsPerPhase, ...chosen })) : null,
        passing: format === 'booster-draft' ? must(boosterDraftSheet(seats, chosen.breakdown)) : null,
      };
    },
  };
}
