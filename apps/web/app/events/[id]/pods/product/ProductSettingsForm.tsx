'use client';

import { BREAKDOWNS, LIMITED_SETS, MAX_CARDS_PER_PACK, limitedFormat } from '@tcg/domain/draft';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiSend } from '../../../../../lib/client';
import type { ApiError, ProductView } from '../../../../../lib/apiTypes';
import { ErrorNote } from '../../../../components/ErrorNote';
import { SubmitButton } from '../../../../components/SubmitButton';

const input = 'mt-1 block rounded border border-slate-300 bg-white px-2 py-1.5';
const setName = (id: string) => LIMITED_SETS.find((s) => s.id === id)?.name ?? id;

type EnergyChoice = 'unannounced' | 'yes' | 'no';

/** The organizer picks a suggested breakdown (234–236), announces basic Energy (233) and the draft sheets' cards per phase. */
export function ProductSettingsForm({ eventId, product }: { eventId: string; product: ProductView }) {
  const router = useRouter();
  const format = limitedFormat(product.format);
  const [breakdown, setBreakdown] = useState(product.breakdown);
  const [energy, setEnergy] = useState<EnergyChoice>(
    product.energy ? (product.energy.provided ? 'yes' : 'no') : 'unannounced',
  );
  const [perPlayer, setPerPlayer] = useState(String(product.energy?.perPlayer ?? 20));
  const [returnOnLeaving, setReturn] = useState(product.energy?.returnOnLeaving ?? false);
  const [cardsPerPhase, setCards] = useState(String(product.cardsPerPhase));
  const [cardsPerPack, setCardsPerPack] = useState(String(product.cardsPerPack));
  const [error, setError] = useState<ApiError | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    const energyBody =
      energy === 'unannounced'
        ? {}
        : {
            energy:
              energy === 'yes'
                ? { provided: true, perPlayer: Number(perPlayer), returnOnLeaving }
                : { provided: false },
          };
    const sent = await apiSend('PUT', '/events/:id/product', {
      params: { id: eventId },
      body: {
        breakdown,
        cardsPerPhase: Number(cardsPerPhase),
        cardsPerPack: Number(cardsPerPack),
        ...energyBody,
      },
    });
    setError(sent.ok ? null : sent.error);
    if (sent.ok) router.refresh();
  }

  return (
    <form onSubmit={(e) => void save(e)} className="no-print max-w-xl space-y-3 rounded border border-slate-200 p-4">
      <h2 className="font-semibold">Settings</h2>
      <label className="block text-sm">
        Product breakdown (a player gets)
        <select value={breakdown} onChange={(e) => setBreakdown(e.target.value)} className={input}>
          {(format ? BREAKDOWNS[format] : []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.perPlayer.map((p) => `${p.packs} ${setName(p.set)}`).join(' + ')}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        Basic Energy provided
        <select value={energy} onChange={(e) => setEnergy(e.target.value as EnergyChoice)} className={input}>
          <option value="unannounced">not announced yet</option>
          <option value="yes">yes, the same amount for every player</option>
          <option value="no">no</option>
        </select>
      </label>
      {energy === 'yes' && (
        <div className="flex items-end gap-4 text-sm">
          <label>
            Cards per player
            <input
              type="number"
              min={1}
              value={perPlayer}
              onChange={(e) => setPerPlayer(e.target.value)}
              className={`${input} w-28`}
            />
          </label>
          <label className="flex items-center gap-2 pb-2">
            <input type="checkbox" checked={returnOnLeaving} onChange={(e) => setReturn(e.target.checked)} /> returned
            when leaving
          </label>
        </div>
      )}
      <label className="block text-sm">
        Cards per booster pack (the most a pool holds of each pack; the rules give no pack size)
        <input
          type="number"
          min={1}
          max={MAX_CARDS_PER_PACK}
          value={cardsPerPack}
          onChange={(e) => setCardsPerPack(e.target.value)}
          className={`${input} w-28`}
        />
      </label>
      {product.format === 'rochester-draft' && (
        <label className="block text-sm">
          Cards per phase on the draft sheets (two packs less basic Energy; the rules give no pack size)
          <input
            type="number"
            min={1}
            max={40}
            value={cardsPerPhase}
            onChange={(e) => setCards(e.target.value)}
            className={`${input} w-28`}
          />
        </label>
      )}
      <ErrorNote error={error} />
      <SubmitButton>Save</SubmitButton>
    </form>
  );
}
