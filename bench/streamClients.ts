// The live pages of the stream benchmarks, run in a child process (`streamClients`) so that the API process's memory
// and CPU are its own. The parent sends `open`, then `arm` before each write; this process answers `opened` once every
// stream has its first comment, `armed`, and `arrived` once every stream has the armed kind of event.
import http from 'node:http';

export type ToClients = { open: { url: string; count: number } } | { arm: { kind: string } };
export type FromClients = { opened: number } | { armed: string } | { arrived: string } | { failed: string };

const send = (message: FromClients) => process.send!(message);
const streams: http.ClientRequest[] = [];
let armed: { marker: string; kind: string; waiting: Set<http.ClientRequest> } | null = null;

function heard(request: http.ClientRequest, chunk: string) {
  if (!armed || !chunk.includes(armed.marker) || !armed.waiting.delete(request) || armed.waiting.size > 0) return;
  send({ arrived: armed.kind });
  armed = null;
}

function openOne(agent: http.Agent, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.setEncoding('utf8');
      response.once('data', () => resolve());
      response.on('data', (chunk: string) => heard(request, chunk));
    });
    request.on('error', reject);
    streams.push(request);
  });
}

async function open(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  // In batches, as a room's phones arrive over time rather than in one instant's SYN flood.
  for (let i = 0; i < count; i += 250)
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, () => openOne(agent, url)));
  send({ opened: streams.length });
}

process.on('message', (message: ToClients) => {
  if ('open' in message) {
    open(message.open.url, message.open.count).catch((error: Error) => send({ failed: error.message }));
  } else {
    armed = { marker: `event: ${message.arm.kind}\n`, kind: message.arm.kind, waiting: new Set(streams) };
    send({ armed: message.arm.kind });
  }
});
process.on('disconnect', () => {
  for (const stream of streams) stream.destroy();
  process.exit(0);
});
