/** Where the Fastify API listens, read at run time so one build serves any deployment. */
export const apiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:3001';
