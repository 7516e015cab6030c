// 233–236: a Limited event's product breakdown, basic Energy and the printable product order for the field.
import type { Metadata } from 'next';
import { DEFAULT_CARDS_PER_PACK, LIMITED_SETS } from '@tcg/domain/draft';
import { apiGet } from '../../../../../lib/api';
import { eventAccess } from '../../../../../lib/session';
import type { ProductOrderView } from '../../../../../lib/apiTypes';
import { Allowed } from '../../../../components/Allowed';
import { PrintableHeader } from '../../../../components/PrintableHeader';
import { loadProduct } from '../loadProduct';
import { EnergyNotice } from './EnergyNotice';
import { ProductSettingsForm } from './ProductSettingsForm';

export const metadata: Metadata = { title: 'Product · TCG Tournaments' };

export const dynamic = 'force-dynamic';

const setName = (id: string) => LIMITED_SETS.find((s) => s.id === id)?.name ?? id;
const cell = 'border border-slate-300 px-2 py-1';

function OrderRows({ label, order }: { label: string; order: ProductOrderView }) {
  return (
    <tr>
      <th className={`${cell} text-left`}>{label}</th>
      <td className={`${cell} tabular-nums`}>{order.players}</td>
      <td className={cell}>{order.bySet.map((s) => `${s.packs} ${setName(s.set)}`).join(' + ')}</td>
      <td className={`${cell} tabular-nums`}>{order.totalPacks}</td>
    </tr>
  );
}

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, access, product] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    eventAccess(id),
    loadProduct(id),
  ]);
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">{event.name} · Product and basic Energy</h1>
      {!product ? (
        <p className="text-slate-600">This event&apos;s format has no booster product to order.</p>
      ) : (
        <>
          <EnergyNotice product={product} />
          <table className="border-collapse text-sm" aria-label="Product order">
            <thead>
              <tr>
                <th className={cell}></th>
                <th className={cell}>Players</th>
                <th className={cell}>Booster packs by set</th>
                <th className={cell}>Packs</th>
              </tr>
            </thead>
            <tbody>
              <OrderRows label="Whole field" order={product.total} />
              {product.pods.map((p) => (
                <OrderRows key={p.number} label={`Pod ${p.number}`} order={p.order} />
              ))}
            </tbody>
          </table>
          <p className="text-sm">
            {product.total.packsPerPlayer} packs a player ({product.breakdown}); basic Energy to have on hand:{' '}
            {product.basicEnergy}.
          </p>
          <p className="text-sm" aria-label="Pool limit">
            A pack holds {product.cardsPerPack} cards
            {product.cardsPerPack === DEFAULT_CARDS_PER_PACK ? ' (the default: the rules give no pack size)' : ''}: a
            player&apos;s pool holds only cards of these sets, at most {product.cardsPerPack} a pack of each set, basic
            Energy aside (231, 234–236).
          </p>
          <Allowed access={access} action="manageEvent">
            <ProductSettingsForm eventId={id} product={product} />
          </Allowed>
        </>
      )}
    </div>
  );
}
