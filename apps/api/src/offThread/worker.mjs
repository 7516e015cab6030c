// Node 20 does not hand tsx's loader on to worker threads: this worker loads the TypeScript reader through it.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
