// The two script generators as the cross-engine tests drive them (the Chromium-only tests use
// e2e/support/script-generator-pages.ts, on Playwright's locators).
import type { Visitor } from "../support/engines/visitor";

export interface GeneratorFlow {
  path: string;
  /** Fills the form with `topic`, generates, and returns the script once it shows. */
  generate: (visitor: Visitor, topic?: string) => Promise<string>;
  fileName: string;
  generatedToast: string;
  copiedToast: string;
  downloadedToast: string;
}

const field = (name: string) => ({ css: "input, textarea, select", name });

async function generateAndRead(visitor: Visitor): Promise<string> {
  await visitor.click({ css: "button", name: "Generate Script" });
  await visitor.waitForTarget({ css: "[data-testid=generated-script]" }, 15000);
  return visitor.read<string>({ css: "[data-testid=generated-script]" }, "element.textContent");
}

export const generatorFlows: GeneratorFlow[] = [
  {
    path: "/youtube-script-generator/",
    generate: async (visitor, topic = "Cold Email Tips") => {
      await visitor.fill(field("Video Topic"), topic);
      await visitor.select(field("Video Type"), "Tutorial");
      await visitor.select(field("Video Duration"), "8-12 minutes");
      await visitor.fill(field("Key Points"), "Pick a subject line");
      return generateAndRead(visitor);
    },
    fileName: "youtube-script-cold-email-tips.txt",
    generatedToast: "Script Generated!",
    copiedToast: "Script Copied!",
    downloadedToast: "Download Started!",
  },
  {
    path: "/script-generator/",
    generate: async (visitor, topic = "Cold Email Tips") => {
      await visitor.fill(field("Title/Topic"), topic);
      await visitor.select(field("Script Type"), "Sales Pitch");
      await visitor.select(field("Duration"), "10-15 minutes");
      await visitor.fill(field("Call to Action"), "Book a demo");
      return generateAndRead(visitor);
    },
    fileName: "script-cold-email-tips.txt",
    generatedToast: "Script Generated!",
    copiedToast: "Copied!",
    downloadedToast: "Downloaded!",
  },
];

/** Fills the contact dialog that stands before copy and download, and confirms it. */
export async function fillContact(visitor: Visitor, title: string, name = "Ada Lovelace"): Promise<void> {
  await visitor.waitForTarget({ css: "[role=dialog]" });
  await visitor.fill({ css: "input", name: "Full Name", within: "[role=dialog]" }, name);
  await visitor.fill({ css: "input", name: "Email Address", within: "[role=dialog]" }, `ada.${Date.now()}@example.com`);
  await visitor.click({ css: "button", name: title, within: "[role=dialog]" });
}
