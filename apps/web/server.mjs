// The web app's production server: Next's request handler behind a plain HTTP server, so the address the API
// throttles logins by (x-forwarded-for) is the caller's socket, not a header the caller chose (Next keeps one it is sent).
// Behind a reverse proxy that sets x-forwarded-for itself, run with TRUST_PROXY=1.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { tsImport } from 'tsx/esm/api';

// The variables are read and checked by the API's environment module, TypeScript: tsImport compiles it (and typebox)
// for this import alone, so Next's own loading is untouched and `node apps/web/server.mjs` keeps running as it is.
const { EnvError, readEnvironment, webKeepsForwardedFor } = await tsImport(
  '../../packages/contract/src/environment.ts',
  import.meta.url,
);
let env;
try {
  env = readEnvironment(process.env, ['PORT', 'WEB_HOST', 'API_URL']);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`tcg-web: ${error.message}`);
  process.exit(1);
}

process.env.NODE_ENV = 'production';
// The pages read API_URL (lib/apiUrl.ts): checked here, a bad one stops the start rather than every page, and an empty
// one takes the default as everywhere else.
process.env.API_URL = env.API_URL;
const port = env.PORT;
const hostname = env.WEB_HOST;
const trustProxy = webKeepsForwardedFor(process.env);

const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  if (!trustProxy || !request.headers['x-forwarded-for'])
    request.headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  void handle(request, response);
});
server.listen(port, hostname, () => console.log(`web app on http://${hostname}:${port}`));
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
