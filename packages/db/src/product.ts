// A Limited event's stored product breakdown, basic Energy provision and sheet size, and what its product order counts.
import type { EnergyProvision, LimitedFormatId, LimitedSettings } from '@tcg/domain/draft';
import { defaultLimitedSettings } from '@tcg/domain/draft';
import { writeAudit } from './audit.ts';
import { notFound } from '@tcg/domain/shared';
import type { Event as EventRow } from './generated/prisma/client.ts';
import { podRepository, type PodFacts } from './pods.ts';
import type { Tx } from './transaction.ts';

/** What the product order and a change of settings are decided on. */
export interface ProductFacts extends PodFacts {
  pods: { number: number; players: number }[];
}

function energyOf(event: EventRow): EnergyProvision | null {
  if (event.energyProvided === null) return null;
  if (!event.energyProvided) return { provided: false };
  return { provided: true, perPlayer: event.energyPerPlayer ?? 0, returnOnLeaving: event.energyReturn };
}

/** The stored settings, the format's defaults where none is stored. */
export function limitedSettingsOf(event: EventRow, format: LimitedFormatId): LimitedSettings {
  const defaults = defaultLimitedSettings(format);
  return {
    breakdown: event.productBreakdown ?? defaults.breakdown,
    energy: energyOf(event),
    cardsPerPhase: event.cardsPerPhase,
    cardsPerPack: event.cardsPerPack,
  };
}

/** The event's row; EVENT_NOT_FOUND when there is none. */
export async function eventRow(tx: Tx, eventId: string): Promise<EventRow> {
  const event = await tx.event.findUnique({ where: { id: eventId } });
  if (!event) throw notFound('event', eventId);
  return event;
}

export const productRepository = {
  async load(tx: Tx, eventId: string): Promise<ProductFacts> {
    return { ...(await podRepository.facts(tx, eventId)), pods: await podRepository.sizes(tx, eventId) };
  },

  /** Stores the settings with their audit entry; answers the updated event. */
  async save(
    tx: Tx,
    eventId: string,
    before: LimitedSettings,
    after: LimitedSettings,
    actor: string,
  ): Promise<EventRow> {
    const energy = after.energy;
    const event = await tx.event.update({
      where: { id: eventId },
      data: {
        productBreakdown: after.breakdown,
        cardsPerPhase: after.cardsPerPhase,
        cardsPerPack: after.cardsPerPack,
        energyProvided: energy ? energy.provided : null,
        energyPerPlayer: energy?.provided ? energy.perPlayer : null,
        energyReturn: energy?.provided ? energy.returnOnLeaving : false,
      },
    });
    await writeAudit(tx, eventId, actor, 'product.update', { before, after });
    return event;
  },
};
