import { spawn } from "node:child_process";

/**
 * Calls `name` of the module at `moduleUrl` with `args` in a new Node process and gives back what it
 * returns (as JSON): a timed client with a heap of its own, not the bench's after its setup.
 */
export async function inCleanProcess<T>(moduleUrl: string, name: string, args: unknown): Promise<T> {
  const script = `const m = await import(${JSON.stringify(moduleUrl)});
process.stdout.write(JSON.stringify(await m[${JSON.stringify(name)}](${JSON.stringify(args)})));`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    out += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${name} in a new process ended with ${code}`);
  return JSON.parse(out) as T;
}
