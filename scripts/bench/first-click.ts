// The first click a visitor makes on a dialog's call to action, timed in the page: from the
// click to the first animation frame in which the dialog's first content is visible. The
// click is a plain DOM click, so nothing hovered or focused the button before it (no
// prefetch); `hover` first moves the mouse over the button and lets the prefetch finish.
import type { Page, Request } from "playwright-core";

export interface FirstClickScenario {
  name: string;
  path: string;
  button: string;
  visibleText: string;
  prepare: (page: Page) => Promise<void>;
}

/** The two dialogs the spec wants working from the first click. */
export const firstClickScenarios: FirstClickScenario[] = [
  {
    name: "lead quiz",
    path: "/",
    button: "Quero participar do evento exclusivo",
    visibleText: "Pergunta 1 de 4",
    prepare: () => Promise.resolve(),
  },
  {
    name: "Copy dialog",
    path: "/youtube-script-generator",
    button: "Copy the script",
    visibleText: "Copy Script",
    prepare: async (page) => {
      await page.getByLabel("Video Topic").fill("Cold Email Tips");
      await page.getByLabel("Video Type").selectOption({ label: "Tutorial" });
      await page.getByLabel("Video Duration").selectOption({ label: "8-12 minutes" });
      await page.getByRole("button", { name: "Generate Script" }).click();
      await page.getByTestId("generated-script").waitFor({ timeout: 60000 });
    },
  },
];

/** Clicks the scenario's button in the page and resolves with the ms until its dialog content shows. */
export function clickUntilVisible(page: Page, scenario: FirstClickScenario, timeoutMs = 20000): Promise<number> {
  return page.evaluate(
    ({ button, visibleText, timeoutMs: limit }) =>
      new Promise<number>((resolve, reject) => {
        const target = [...document.querySelectorAll("button")].find(
          (element) => (element.getAttribute("aria-label") ?? element.textContent?.trim()) === button,
        );
        if (!target) {
          reject(new Error(`No button "${button}"`));
          return;
        }
        const start = performance.now();
        const shown = () =>
          [...document.querySelectorAll('[role="dialog"]')].some(
            (dialog) => dialog.textContent?.includes(visibleText) && dialog.checkVisibility({ opacityProperty: true }),
          );
        const check = () => {
          if (shown()) resolve(performance.now() - start);
          else if (performance.now() - start > limit)
            reject(new Error(`"${visibleText}" not visible after ${limit} ms`));
          else requestAnimationFrame(check);
        };
        target.click();
        requestAnimationFrame(check);
      }),
    { button: scenario.button, visibleText: scenario.visibleText, timeoutMs },
  );
}

/**
 * Hovers the scenario's button and resolves once the scripts the hover prefetched have
 * arrived; with the count of those scripts (0: the hover fetched nothing).
 */
export async function hoverAndPrefetch(page: Page, scenario: FirstClickScenario, quietAfterMs = 1000): Promise<number> {
  const fetched: string[] = [];
  const pending = new Set<Request>();
  const onRequest = (request: Request) => {
    if (request.resourceType() !== "script") return;
    fetched.push(request.url());
    pending.add(request);
  };
  const onDone = (request: Request) => pending.delete(request);
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  try {
    await page.getByRole("button", { name: scenario.button }).hover();
    // webpack requests all of an import()'s chunks at once: wait for them, then for a quiet moment.
    const deadline = Date.now() + 60000;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietAfterMs && Date.now() < deadline) {
      if (pending.size > 0) quietSince = Date.now();
      await new Promise((done) => setTimeout(done, 50));
    }
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
  }
  return fetched.length;
}
