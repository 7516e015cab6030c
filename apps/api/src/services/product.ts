// A Limited event's product (233–236): its settings and the order for the field, by pod for the drafts.
import {
  checkLimited,
  fieldProduct,
  productChange,
  seatablePlayers,
  type LimitedSettingsInput,
} from '@tcg/domain/draft';
import { must } from '@tcg/domain/shared';
import { lockEvent, productRepository, limitedSettingsOf, type ProductFacts, type Tx } from '@tcg/db';
import type { Of, Product } from '@tcg/contract';

function view(facts: ProductFacts): Of<typeof Product> {
  const format = must(checkLimited(facts.event, 'product'));
  const settings = limitedSettingsOf(facts.event, format);
  const players = Math.max(1, seatablePlayers(facts.players).length);
  const order = must(
    fieldProduct({ format, breakdown: settings.breakdown, players, pods: facts.pods, energy: settings.energy }),
  );
  return { format, ...settings, ...order };
}

export const readProduct = async (tx: Tx, eventId: string) => view(await productRepository.load(tx, eventId));

/** Changes the given settings (233, Appendix A 2) and answers the product they give. */
export async function changeProduct(
  tx: Tx,
  eventId: string,
  input: LimitedSettingsInput,
  actor: string,
): Promise<Of<typeof Product>> {
  await lockEvent(tx, eventId);
  const facts = await productRepository.load(tx, eventId);
  const format = must(checkLimited(facts.event, 'product'));
  const before = limitedSettingsOf(facts.event, format);
  const after = must(
    productChange({ ...facts, format, current: before, input, playersRegistered: facts.players.length > 0 }),
  );
  return view({ ...facts, event: await productRepository.save(tx, eventId, before, after, actor) });
}
