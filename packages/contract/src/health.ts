import { Type } from 'typebox';

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Boolean(),
});

export const SiteAddress = Type.Object({
  publicUrl: Type.Union([Type.String(), Type.Null()], {
    description:
      'PUBLIC_URL, or the first venue-network address of `npm start -- --lan`; null: links use the address the page was opened at.',
  }),
  lanUrls: Type.Array(Type.String(), { description: 'Every venue-network address `npm start -- --lan` found.' }),
});
