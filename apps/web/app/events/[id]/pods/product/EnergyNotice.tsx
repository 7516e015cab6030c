// 233: whether basic Energy is provided is announced before and during registration.
import type { ProductView } from '../../../../../lib/apiTypes';

export function energyText(energy: ProductView['energy']): string {
  if (!energy) return 'Basic Energy: not announced yet. Players register and the draft starts once it is.';
  if (!energy.provided) return 'Basic Energy is not provided: bring your own.';
  const back = energy.returnOnLeaving ? ' Return them when you leave the tournament.' : '';
  return `Basic Energy is provided: ${energy.perPlayer} cards for every player.${back}`;
}

export function EnergyNotice({ product }: { product: ProductView | null }) {
  if (!product) return null;
  return (
    <p role="note" aria-label="Basic Energy" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
      {energyText(product.energy)} <span className="text-slate-500">(233)</span>
    </p>
  );
}
