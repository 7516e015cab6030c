// 233–236, Appendix A 1–2: the product order for a whole field, pod by pod for the draft formats.
import { ok, type Result } from '../shared/error.ts';
import { energyOrder, type EnergyProvision } from './basicEnergy.ts';
import { productOrder, type LimitedFormatId, type ProductOrder } from './product.ts';

export interface FieldProduct {
  total: ProductOrder;
  /** Each pod's packs (draft formats, once seated): a tournament official hands them out per pod (Appendix A 1). */
  pods: { number: number; order: ProductOrder }[];
  /** Basic Energy cards to have on hand: the same amount for every player (233). */
  basicEnergy: number;
}

export interface FieldProductInput {
  format: LimitedFormatId;
  breakdown: string;
  players: number;
  pods: readonly { number: number; players: number }[];
  energy: EnergyProvision | null;
}

export function fieldProduct({ format, breakdown, players, pods, energy }: FieldProductInput): Result<FieldProduct> {
  const total = productOrder(format, players, breakdown);
  if (!total.ok) return total;
  const byPod: FieldProduct['pods'] = [];
  if (format !== 'sealed') {
    for (const pod of pods) {
      const order = productOrder(format, pod.players, breakdown);
      if (!order.ok) return order;
      byPod.push({ number: pod.number, order: order.value });
    }
  }
  return ok({ total: total.value, pods: byPod, basicEnergy: energy ? energyOrder(energy, players) : 0 });
}
