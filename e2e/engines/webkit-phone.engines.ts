/**
 * Where WebKit (every browser on an iPhone) differs from the others, checked at phone size (390 px):
 * numeric fields, the fixed header, scrolling to a hash, focus returning from a dialog, and the
 * clipboard when the Clipboard API refuses. Runs when E2E_ENGINES includes webkit (the default).
 */
import type { Engine } from "../support/engines/driver";
import { asVisitor, describeIfSelected, launchEngine } from "../support/engines/engines";
import type { Visitor } from "../support/engines/visitor";
import { fillContact, generatorFlows } from "./generator-flows";

const phone = { width: 390, height: 844 };

/** The element's top edge once it has stopped moving (smooth scrolling takes a few frames). */
async function settledTop(visitor: Visitor, selector: string): Promise<number> {
  let last = Number.NaN;
  for (let frame = 0; frame < 40; frame += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const top = await visitor.page.run<number>(
      `document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().top`,
    );
    if (Math.abs(top - last) < 1) return top;
    last = top;
  }
  return last;
}

describeIfSelected("webkit")("webkit on a phone", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await launchEngine("webkit");
  }, 60000);
  afterAll(async () => {
    await engine?.close();
  });
  const visit = (steps: (visitor: Visitor) => Promise<void>) => asVisitor(engine, phone, steps);

  it("takes numbers in text fields with a numeric keypad, never WebKit's number or date inputs", () =>
    visit(async (visitor) => {
      await visitor.open("/pricing/");
      const fields = await visitor.evaluate(() =>
        Array.from(
          document.querySelectorAll("main input:not([type=range])"),
          (input) => `${input.getAttribute("type")}/${input.getAttribute("inputmode")}`,
        ),
      );
      expect(fields.length).toBeGreaterThan(0);
      expect(new Set(fields)).toEqual(new Set(["text/decimal"]));
      // The sliders keep their defaults (10 customers a month at $3,000): $2,500 returns +1100%.
      await visitor.fill({ css: "input", name: "Video investment (USD)" }, "2500");
      await visitor.waitForText("+1100%");
      // Typing started the FAQ's code loading (its first input); leaving mid-load, WebKit logs the
      // aborted import as an unhandled ChunkLoadError, which is the test's leaving, not the page's.
      await visitor.settle();
      await visitor.open("/");
      const kinds = await visitor.evaluate(
        () => document.querySelectorAll("input[type=number], input[type=date]").length,
      );
      expect(kinds).toBe(0);
    }));

  it("keeps the fixed header at the top while scrolling, and lands a hash below it", () =>
    visit(async (visitor) => {
      await visitor.open("/#how-it-works");
      const top = await settledTop(visitor, "#how-it-works");
      const headerBottom = await visitor.page.run<number>(
        "document.querySelector('header').getBoundingClientRect().bottom",
      );
      expect([top >= headerBottom - 1, top < 140]).toEqual([true, true]);
      await visitor.page.run("window.scrollTo(0, 2500)");
      await visitor.waitFor("window.scrollY > 2000", "the page to scroll");
      const header = await visitor.page.run<{ top: number; visible: boolean }>(
        "(() => { const box = document.querySelector('header').getBoundingClientRect(); return { top: box.top, visible: box.height > 0 }; })()",
      );
      expect(header).toEqual({ top: 0, visible: true });
    }));

  it("returns focus to Copy when the contact dialog closes with Escape, and copies through the copy command when the Clipboard API refuses", () =>
    visit(async (visitor) => {
      const [youtube] = generatorFlows;
      if (!youtube) throw new Error("no generator");
      await visitor.open(youtube.path);
      const script = await youtube.generate(visitor);
      const copy = { css: "button", name: "Copy the script" };
      await visitor.click(copy);
      await visitor.waitForTarget({ css: "[role=dialog]" });
      await visitor.press("Escape");
      await visitor.waitForGone({ css: "[role=dialog]" });
      await visitor.waitForState(
        copy,
        "element === document.activeElement",
        "focus to return to 'Copy the script'",
        5000,
      );

      await visitor.page.run("navigator.clipboard.writeText = () => Promise.reject(new Error('test: refused'))");
      await visitor.click(copy);
      await fillContact(visitor, "Copy Script");
      await visitor.waitForText(youtube.copiedToast);
      await visitor.waitForClipboard(script);
    }));
});
