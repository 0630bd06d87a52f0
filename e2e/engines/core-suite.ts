/**
 * The core of the browser suite, written once for every engine a visitor brings: Chromium, Firefox
 * (Gecko) and WebKit, each at 1280 and 390 px. Every page, and every interactive feature once,
 * against the engine-neutral Visitor; each test fails on any uncaught, hydration or CSP problem.
 * Each engine has its own file (core.<engine>.engines.ts), so npm test runs two engines at a time;
 * one engine alone: E2E_ENGINES=webkit npm run test:engines.
 */
import { siteRoutes } from "../support/site-routes";
import type { Engine, EngineName } from "../support/engines/driver";
import { asVisitor, describeIfSelected, engineViewports, launchEngine } from "../support/engines/engines";
import type { Visitor } from "../support/engines/visitor";
import { readToastOverlaps, watchToastOverlaps } from "../support/engines/page-scripts";
import { fillContact, generatorFlows } from "./generator-flows";

const button = (name: string, within?: string) => ({ css: "button, [role=button]", name, within });
const longName = "Maria Fernanda de Albuquerque Cavalcanti";
const link = (name: string, within?: string) => ({ css: "a", name, within });

/** The core suite in one engine; skipped when E2E_ENGINES leaves the engine out. */
export function describeCore(name: EngineName): void {
  describeIfSelected(name)(name, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await launchEngine(name);
    }, 60000);
    afterAll(async () => {
      await engine?.close();
    });

    describe.each(engineViewports)("at $width px", (viewport) => {
      const visit = (steps: (visitor: Visitor) => Promise<void>) => asVisitor(engine, viewport, steps);

      // Every page at 1280 px; at 390 px the feature tests below visit the pages phones lean on
      // (home, both generators, pricing, about, the blog and a post, both case-study pages).
      const everyPage = viewport.width >= 1280 ? it : it.skip;
      everyPage("renders and hydrates every page, a blog post and the 404 page", () =>
        visit(async (visitor) => {
          for (const { path } of siteRoutes) {
            await visitor.open(path);
            await visitor.waitForTarget({ css: "h1" });
            await visitor.settle();
          }
          await visitor.open("/blog/");
          const post = await visitor.read<string>({ css: "main h2 a" }, "element.getAttribute('href')");
          await visitor.settle();
          await visitor.open(post);
          await visitor.settle();
          await visitor.open("/no-such-page/");
          await visitor.waitForTarget({ css: "h1" });
        }),
      );

      it("takes the funnel from the call to action to 'Sucesso!'", () =>
        visit(async (visitor) => {
          await visitor.open("/");
          await visitor.click(button("Quero participar do evento exclusivo"));
          await visitor.waitForText("Pergunta 1 de 4");
          for (const answer of [
            "Tenho capital e quero a direção correta",
            "De R$ 50 mil a R$ 250 mil",
            "Acompanhar a execução ao vivo e replicar",
            "Sim — estou entrando com essa mentalidade",
          ]) {
            await visitor.click({ css: "[role=radio]", name: answer });
          }
          await visitor.fill({ css: "input", name: "Nome" }, "Maria Souza");
          await visitor.fill({ css: "input", name: "WhatsApp" }, "11987654321");
          await visitor.fill(
            { css: "input", name: "Email" },
            `maria.${name}.${viewport.width}.${Date.now()}@example.com`,
          );
          await visitor.click(button("Quero participar"));
          await visitor.waitForText("Sucesso!", 20000);
          await visitor.waitForTarget(button("Entrar na Comunidade VIP"));
        }));

      // On a phone the thank-you carries a long name (three lines in Firefox): no toast may cover
      // Copy or Download at any frame from Generate until the last toast has gone.
      it.each(generatorFlows)("copies and downloads a script on $path, no toast over Copy or Download", (generator) =>
        visit(async (visitor) => {
          const phone = viewport.width < 768;
          await visitor.open(generator.path);
          await visitor.evaluate(watchToastOverlaps);
          const script = await generator.generate(visitor);
          await visitor.waitForText(generator.generatedToast);
          await visitor.click(button("Copy the script"));
          await fillContact(visitor, "Copy Script", phone ? longName : "Ada Lovelace");
          await visitor.waitForText(generator.copiedToast);
          await visitor.waitForClipboard(script);
          await visitor.waitForGone({ css: "[role=dialog]" });
          await visitor.click(button("Download the script"));
          await fillContact(visitor, "Download Script", phone ? longName : "Ada Lovelace");
          const file = await visitor.download();
          expect([visitor.label, file.name, file.text]).toEqual([visitor.label, generator.fileName, script]);
          await visitor.waitForText(generator.downloadedToast);
          if (phone)
            await visitor.waitFor(
              "document.querySelectorAll('[data-toast-region] [role=status]').length === 0",
              "every toast to leave",
              15000,
            );
          const watched = await visitor.evaluate(readToastOverlaps);
          expect([visitor.label, watched.overlaps]).toEqual([visitor.label, []]);
          expect(watched.toastsSeen).toBeGreaterThanOrEqual(2);
        }),
      );

      it("explains a bad ROI input, computes a good one, and opens a FAQ answer", () =>
        visit(async (visitor) => {
          await visitor.open("/pricing/");
          const investment = { css: "input", name: "Video investment (USD)" };
          await visitor.fill(investment, "abc");
          await visitor.waitForText("The video investment must be a number, like 5000.");
          await visitor.fill(investment, "5000");
          await visitor.waitForText("+500%");
          const question = button("Qual é o retorno médio da estratégia?");
          await visitor.click(question);
          await visitor.waitForState(
            question,
            "element.getAttribute('aria-expanded') === 'true'",
            "the FAQ answer to open",
          );
        }));

      it("navigates with the header (the menu button on a phone) and on from the blog to a post", () =>
        visit(async (visitor) => {
          await visitor.open("/about/");
          if (viewport.width < 768) {
            await visitor.click(button("Open menu"));
            await visitor.click(link("Blog", "nav[aria-label=Mobile]"));
          } else {
            await visitor.click(button("Services", "nav[aria-label=Main]"));
            await visitor.click(link("Shorts", "nav[aria-label=Main]"));
            await visitor.waitFor("location.pathname === '/shorts/'", "the Shorts page");
            await visitor.click(link("Case Study", "nav[aria-label=Main]"));
            await visitor.waitFor("location.pathname === '/case-studies/'", "the case studies");
            await visitor.open("/blog/");
          }
          await visitor.waitFor("location.pathname === '/blog/'", "the blog list");
          await visitor.waitForTarget({ css: "h1", name: "Our Blog" });
          const title = await visitor.read<string>({ css: "main h2 a" }, "element.textContent.trim()");
          await visitor.click({ css: "main h2 a", name: title });
          await visitor.waitForTarget({ css: "h1", name: title });
        }));

      it("leaves the static parts as prerendered, and their links navigate within the page", () =>
        visit(async (visitor) => {
          await visitor.open("/privacy-policy/");
          const parts = () =>
            visitor.evaluate(() => {
              const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
              return Array.from(document.querySelectorAll("[data-static-island]")).map((part) => ({
                kind: part.getAttribute("data-static-island"),
                claimed: hasFiber(part),
                inside: part.querySelectorAll("*").length,
                renderedInside: Array.from(part.querySelectorAll("*")).filter(hasFiber).length,
              }));
            });
          const first = await parts();
          expect(first.map((part) => part.kind).sort()).toEqual([
            "breadcrumb",
            "footer",
            "legal-text",
            "marketing-copy",
          ]);
          // Claimed by React, nothing inside touched: the parser's nodes, not React's.
          expect(first.every((part) => part.claimed && part.inside > 0 && part.renderedInside === 0)).toBe(true);
          await visitor.evaluate(() => {
            (window as { __sameDocument?: boolean }).__sameDocument = true;
          });
          await visitor.click(link("Home", "nav[aria-label=Breadcrumb]"));
          await visitor.waitFor("location.pathname === '/'", "the home page");
          // Its sections come in with no input (none is made here), so the footer is where it stays.
          await visitor.waitForTarget({ css: "#home-faq-title" });
          await visitor.click(link("Privacy Policy", "footer"));
          await visitor.waitFor("location.pathname === '/privacy-policy/'", "the privacy policy");
          await visitor.waitForTarget({ css: "h1" });
          expect(await visitor.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
          // Mounted by a client-side navigation: rendered by React like any other part.
          const after = await parts();
          expect(after.every((part) => part.inside > 0 && part.renderedInside === part.inside)).toBe(true);
        }));

      it("switches the Before/After tabs", () =>
        visit(async (visitor) => {
          await visitor.open("/case-studies/before-and-after/");
          const tabs = await visitor.evaluate(() =>
            Array.from(document.querySelectorAll("[role=tab]")).map((tab) => tab.textContent?.trim() ?? ""),
          );
          // The last tab: on a phone it wraps to the tab list's second line.
          const other = tabs[tabs.length - 1] ?? "";
          await visitor.click({ css: "[role=tab]", name: other });
          await visitor.waitFor(
            `document.querySelector('[role=tab][aria-selected=true]')?.textContent.trim() === ${JSON.stringify(other)}`,
            `the tab '${other}' to be selected`,
          );
          await visitor.waitForTarget({ css: "[role=tabpanel]" });
        }));

      it("keeps focus inside a dialog, closes it with Escape and returns focus to its opener", () =>
        visit(async (visitor) => {
          await visitor.open("/case-studies/");
          const opener = button("Watch the Ledgerly story");
          await visitor.click(opener);
          await visitor.waitForTarget({ css: "[role=dialog]" });
          for (let step = 0; step < 4; step += 1) {
            await visitor.press("Tab");
            await visitor.waitFor(
              "document.querySelector('[role=dialog]')?.contains(document.activeElement)",
              `focus to stay in the dialog after ${step + 1} Tab`,
            );
          }
          await visitor.press("Escape");
          await visitor.waitForGone({ css: "[role=dialog]" });
          await visitor.waitForState(
            opener,
            "element === document.activeElement",
            "focus to return to 'Watch the Ledgerly story'",
            5000,
          );
        }));
    });
  });
}
