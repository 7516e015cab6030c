// The web app's production server: Next's request handler behind a plain HTTP server, so the address the API
// throttles logins by (x-forwarded-for) is the caller's socket, not a header the caller chose (Next keeps one it is sent).
// Behind a reverse proxy that sets x-forwarded-for itself, run with TRUST_PROXY=1.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';

process.env.NODE_ENV = 'production';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? '127.0.0.1';
const trustProxy = process.env.TRUST_PROXY === '1';

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
