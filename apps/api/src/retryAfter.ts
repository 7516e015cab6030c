import type { FastifyReply } from 'fastify';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Sets Retry-After to the wait in whole seconds (rounded up) and answers it in words: "4 seconds", "15 minutes". */
export function retryAfter(reply: FastifyReply, waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  void reply.header('retry-after', String(seconds));
  return seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
}
