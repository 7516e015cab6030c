// Files the API hands out as downloads (TOM files, CSV): their type and a safe file name.
import type { FastifyReply } from 'fastify';

/** A file name safe in a Content-Disposition header: letters, digits and dashes, accents dropped. */
export const fileName = (name: string, extension: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  }.${extension}`;

export const download = (
  reply: FastifyReply,
  { name, extension, type, body }: { name: string; extension: string; type: string; body: string },
) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName(name, extension)}"`)
    .send(body);
