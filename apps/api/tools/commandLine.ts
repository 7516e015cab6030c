// The npm run commands of the API (cards:import, password:reset, backup, restore): run when node started the module itself.
import { pathToFileURL } from 'node:url';

type Command = (arg: string | undefined, env: NodeJS.ProcessEnv, print: (text: string) => void) => Promise<number>;

/** Runs `command` with the first argument when `moduleUrl` is the script node was started with; exits with its code, or 1 printing `failed(error)`. */
export function runAsCommand(moduleUrl: string, command: Command, failed: (error: unknown) => unknown): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  command(process.argv[2], process.env, (text) => console.log(text))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(failed(error));
      process.exit(1);
    });
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
