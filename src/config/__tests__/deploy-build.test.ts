/**
 * @jest-environment node
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";

import { deployVariables } from "../deploy-env";

const root = resolve(__dirname, "../../..");
const names = deployVariables.map(({ name }) => name);
const required = deployVariables.filter((variable) => variable.required).map(({ name }) => name);

/** `npm run build` as a CDN runs it, with none of the deploy variables in its environment. */
function buildWithout(variables: string[]): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  for (const name of [...variables, "LOCAL_BACKEND"]) delete env[name];
  return new Promise((done, fail) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (code) => done({ code, output }));
  });
}

it("npm run build stops before building when the deploy variables are unset, and names each required one", async () => {
  const { code, output } = await buildWithout(names);
  expect(code).not.toBe(0);
  for (const name of required) expect(output).toContain(`${name} is not set`);
  expect(output).not.toContain("GATSBY_SCRIPT_LEADS_ENDPOINT");
  expect(output).toContain("docs/deploy.md lists each one");
  // Stopped while loading its configuration: no page or bundle was built.
  expect(output).not.toMatch(/source and transform nodes|Building production JavaScript/);
}, 180000);
