// 233–236: a Limited event's product breakdown, basic Energy provision and sheet size, and the field's product order.
import {
  changeEnergyProvision,
  defaultLimitedSettings,
  fieldProduct,
  limitedFormat,
  validateLimitedSettings,
  type EnergyProvision,
  type FieldProduct,
  type LimitedFormatId,
  type LimitedSettings,
  type LimitedSettingsInput,
} from '@tcg/domain/draft';
import { RuleViolation } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, TX_OPTIONS, type EventState, type Tx } from './eventState.ts';
import type { Event as EventRow, PrismaClient } from './generated/prisma/client.ts';
import { seatablePlayers } from './pods.ts';

export interface ProductRecord extends LimitedSettings, FieldProduct {
  format: LimitedFormatId;
}

export function limitedFormatOf(event: EventRow): LimitedFormatId {
  const format = limitedFormat(event.format);
  if (!format) {
    throw new RuleViolation({ code: 'NOT_LIMITED', message: `${event.format} is not a Limited format: no booster product to order.`, section: '201' });
  }
  return format;
}

function energyOf(event: EventRow): EnergyProvision | null {
  if (event.energyProvided === null) return null;
  if (!event.energyProvided) return { provided: false };
  return { provided: true, perPlayer: event.energyPerPlayer ?? 0, returnOnLeaving: event.energyReturn };
}

export function settingsOf(event: EventRow): LimitedSettings {
  const defaults = defaultLimitedSettings(limitedFormatOf(event));
  return { breakdown: event.productBreakdown ?? defaults.breakdown, energy: energyOf(event), cardsPerPhase: event.cardsPerPhase };
}

async function product(db: Tx, state: EventState): Promise<ProductRecord> {
  const format = limitedFormatOf(state.event);
  const settings = settingsOf(state.event);
  const pods = await db.pod.findMany({ where: { eventId: state.event.id }, include: { _count: { select: { seats: true } } }, orderBy: { number: 'asc' } });
  const order = fieldProduct({
    format,
    breakdown: settings.breakdown,
    players: Math.max(1, seatablePlayers(state).length),
    pods: pods.map((p) => ({ number: p.number, players: p._count.seats })),
    energy: settings.energy,
  });
  if (!order.ok) throw new RuleViolation(order.error);
  return { format, ...settings, ...order.value };
}

/** Appendix A 2, 8: the product is opened once a pod's draft starts or round 1 is paired; the Top 8 redraft follows the same rules. */
async function productOpened(tx: Tx, state: EventState): Promise<boolean> {
  return state.rounds.length > 0 || (await tx.draft.count({ where: { pod: { eventId: state.event.id } } })) > 0;
}

function merged(format: LimitedFormatId, current: LimitedSettings, input: LimitedSettingsInput, registrationOpen: boolean): LimitedSettings {
  const next = validateLimitedSettings(format, { ...current, ...input });
  if (!next.ok) throw new RuleViolation(next.error);
  if (current.energy && next.value.energy) {
    const energy = changeEnergyProvision(format, current.energy, next.value.energy, registrationOpen);
    if (!energy.ok) throw new RuleViolation(energy.error);
  }
  return next.value;
}

export function productRepository(prisma: PrismaClient) {
  return {
    get: async (eventId: string): Promise<ProductRecord> => product(prisma, await loadEventState(prisma, eventId)),

    /**
     * Changes the given settings; whether basic Energy is provided stays as announced once players have registered (233),
     * and the breakdown and sheet size stay once the product is opened.
     */
    update(eventId: string, input: LimitedSettingsInput, actor: string): Promise<ProductRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const state = await loadEventState(tx, eventId);
        const before = settingsOf(state.event);
        const after = merged(limitedFormatOf(state.event), before, input, state.registrations.length > 0);
        const productChanged = after.breakdown !== before.breakdown || after.cardsPerPhase !== before.cardsPerPhase;
        if (productChanged && (await productOpened(tx, state))) {
          const message = 'The product is opened (a draft has started or round 1 is paired): the breakdown and the sheet size stay as they are.';
          throw new RuleViolation({ code: 'PRODUCT_OPENED', message, section: 'Appendix A 2', field: after.breakdown !== before.breakdown ? 'breakdown' : 'cardsPerPhase' });
        }
        const energy = after.energy;
        const event = await tx.event.update({
          where: { id: eventId },
          data: {
            productBreakdown: after.breakdown,
            cardsPerPhase: after.cardsPerPhase,
            energyProvided: energy ? energy.provided : null,
            energyPerPlayer: energy?.provided ? energy.perPlayer : null,
            energyReturn: energy?.provided ? energy.returnOnLeaving : false,
          },
        });
        await writeAudit(tx, eventId, actor, 'product.update', { before, after });
        return product(tx, { ...state, event });
      }, TX_OPTIONS);
    },
  };
}

export type ProductRepository = ReturnType<typeof productRepository>;
