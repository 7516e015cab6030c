// One API instance's readers, in a thread of their own (#33): the benchmark's main thread meanwhile writes results and
// times them on the live streams. In a worker, autocannon answers its raw figures, which the caller merges. Plain
// JavaScript: a worker thread does not get the TypeScript loader the benchmark runs under.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';

// autocannon 8 appends every response body to a string (lib/pipelinedRequestsQueue.js, addBody: `req.body += data`)
// whether or not anything reads it. Decoding a 30 kB gzipped body as text took two thirds of a reader thread's time:
// CPU taken from the server under test on this 2-core machine. The readers read no body (autocannon counts the bytes
// from the socket), so they keep none.
PipelinedRequestsQueue.prototype.addBody = () => {};

parentPort.postMessage(await autocannon(workerData));
