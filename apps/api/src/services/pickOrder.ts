// The Rochester Draft pick order (Appendix A 7), asked on its own: the horseshoe from the Active player.
import type { Of, PickOrderQuery } from '@tcg/contract';
import { pickOrder } from '@tcg/domain/draft';
import { must } from '@tcg/domain/shared';

export const rochesterPickOrder = (query: Of<typeof PickOrderQuery>) => ({ picks: must(pickOrder(query)) });
