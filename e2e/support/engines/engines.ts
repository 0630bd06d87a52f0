import { launchChromium } from "./chromium";
import { type Engine, type EngineName, selectedEngines, type Viewport } from "./driver";
import { launchFirefox } from "./firefox";
import { Visitor } from "./visitor";
import { launchWebKit } from "./webkit";

/** `describe` for an engine this run drives (E2E_ENGINES), `describe.skip` for one it leaves out. */
export const describeIfSelected = (name: EngineName): typeof describe =>
  selectedEngines().includes(name) ? describe : describe.skip;

const launchers: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** The widths every cross-engine test runs at: a laptop and a phone (iPhone 12–15, 390 px). */
export const engineViewports: readonly Viewport[] = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

export async function launchEngine(name: EngineName): Promise<Engine> {
  try {
    return await launchers[name]();
  } catch (error) {
    throw new Error(`${name}: the browser did not start: ${(error as Error).message}`);
  }
}

/** Runs steps as a new visitor and closes the page after, failing (with the engine named) on any page problem. */
export async function asVisitor(
  engine: Engine,
  viewport: Viewport,
  steps: (visitor: Visitor) => Promise<void>,
): Promise<void> {
  const visitor = new Visitor(await engine.newPage(viewport), viewport);
  try {
    await steps(visitor);
    await visitor.expectClean();
  } finally {
    await visitor.page.close().catch(() => undefined);
  }
}
