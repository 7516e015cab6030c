// One API instance's readers, in a thread of their own (#33): the benchmark's main thread meanwhile writes results and
// times them on the live streams. In a worker, autocannon answers its raw figures, which the caller merges. Plain
// JavaScript: a worker thread does not get the TypeScript loader the benchmark runs under.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

parentPort.postMessage(await autocannon(workerData));
