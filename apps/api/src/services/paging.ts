// One page of a long list (a round's tables, the standings' rows) as the paged reads answer it: the rows asked, and which part of the list they are.
import type { Of, Page } from '@tcg/contract';

export const DEFAULT_PAGE_SIZE = 100;

/** The paging query: either field asks for a page (`pageSize` alone is page 1, `page` alone has 100 rows). */
export interface PageAsked {
  page?: number;
  pageSize?: number;
}

type Paged<V> = V & { page?: Of<typeof Page> };

const asked = ({ page, pageSize }: PageAsked) =>
  page === undefined && pageSize === undefined ? null : { number: page ?? 1, size: pageSize ?? DEFAULT_PAGE_SIZE };

/** What tells one page's answer from another's, and from the whole list's (no part): `p2x100`. */
export function pagePart(query: PageAsked): string | undefined {
  const page = asked(query);
  return page ? `p${page.number}x${page.size}` : undefined;
}

/** `view` with its list `key` cut to the page asked, and that page's place in the list; `view` itself when no page is asked. */
export function pageOfView<V extends object, K extends keyof V>(view: V, key: K, query: PageAsked): Paged<V> {
  const page = asked(query);
  if (!page) return view;
  const rows = view[key] as unknown[];
  const start = (page.number - 1) * page.size;
  return {
    ...view,
    [key]: rows.slice(start, start + page.size),
    page: { ...page, total: rows.length, pages: Math.ceil(rows.length / page.size) },
  };
}
