// The floor the site is measured against: a bare Gatsby site (no plugins, one page with a
// heading and two paragraphs), generated into a temporary directory and built with this
// project's own gatsby, react and react-dom (its node_modules is linked in), so the
// framework's cost on this machine, in this run, is known.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { run } from "../machine/run.ts";

const page = `import * as React from "react";

export default function Index() {
  return (
    <main>
      <h1>A bare Gatsby page</h1>
      <p>This page has a heading and two paragraphs and nothing else, so what it costs is what Gatsby and React cost.</p>
      <p>It is built with the same gatsby, react and react-dom as the site, and served the same way.</p>
    </main>
  );
}

export const Head = () => <title>Bare Gatsby page</title>;
`;

/** Generates and builds the bare site; resolves with its public/ directory. */
export async function buildBareGatsbySite(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "bare-gatsby-"));
  mkdirSync(join(dir, "src", "pages"), { recursive: true });
  // Gatsby only builds a directory whose package.json names it; the versions are the ones installed here.
  const installed = (name: string): string =>
    (JSON.parse(readFileSync(resolve("node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  const dependencies = Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, installed(name)]));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "bare-gatsby", private: true, version: "1.0.0", dependencies }),
  );
  writeFileSync(join(dir, "gatsby-config.js"), "module.exports = { plugins: [] };\n");
  writeFileSync(join(dir, "src", "pages", "index.js"), page);
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
  await run(process.execPath, [resolve("node_modules/gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return join(dir, "public");
}
