import { spawn } from "node:child_process";
import type { SpawnOptions } from "node:child_process";

/** Runs a command with inherited stdio; rejects with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

export const npxBin = (name: string): string => `node_modules/.bin/${name}`;
