// Paged reads of the long lists a phone reads (a round's tables, the standings): which part of the list, and how long it is.
import { Type } from 'typebox';

export const MAX_PAGE_SIZE = 500;

export const pageQuery = {
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000,
      description: 'Answer one page of the list (1 is the first); a page past the end answers no rows, with the total.',
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Rows per page (default 100, at most ${MAX_PAGE_SIZE}); given alone, page 1.`,
    }),
  ),
};

export const Page = Type.Object(
  {
    number: Type.Integer({ description: 'The page answered, from 1.' }),
    size: Type.Integer({ description: 'Rows per page.' }),
    total: Type.Integer({ description: 'Rows in the whole list.' }),
    pages: Type.Integer({ description: 'Pages in the whole list (0 when it is empty).' }),
  },
  { description: 'Only in a paged answer (`page` or `pageSize` asked): which part of the list the answer holds.' },
);
