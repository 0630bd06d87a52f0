// The two script generators as the browser tests drive them: how to fill each form, what
// each names its file and toasts, and the steps shared by every test.
import type { Page } from "playwright-core";

import { scriptLeadsWithEmail } from "./local-backend";

export interface Generator {
  path: string;
  fill: (page: Page, topic: string) => Promise<void>;
  fileName: string;
  copiedToast: string;
  downloadedToast: string;
}

export const youtube: Generator = {
  path: "/youtube-script-generator/",
  fill: async (page, topic) => {
    await page.getByLabel("Video Topic").fill(topic);
    await page.getByLabel("Video Type").selectOption({ label: "Tutorial" });
    await page.getByLabel("Video Duration").selectOption({ label: "8-12 minutes" });
    await page.getByLabel("Key Points").fill("Pick a subject line\nWrite the first sentence");
  },
  fileName: "youtube-script-cold-email-tips.txt",
  copiedToast: "Script Copied!",
  downloadedToast: "Download Started!",
};

export const general: Generator = {
  path: "/script-generator/",
  fill: async (page, topic) => {
    await page.getByLabel("Title/Topic").fill(topic);
    await page.getByLabel("Script Type").selectOption({ label: "Sales Pitch" });
    await page.getByLabel(/^Duration/).selectOption({ label: "10-15 minutes" });
    await page.getByLabel("Call to Action").fill("Book a demo");
  },
  fileName: "script-cold-email-tips.txt",
  copiedToast: "Copied!",
  downloadedToast: "Downloaded!",
};

export async function generate(page: Page, generator: Generator, topic = "Cold Email Tips"): Promise<string> {
  await generator.fill(page, topic);
  await page.getByRole("button", { name: "Generate Script" }).click();
  const busy = page.getByRole("button", { name: "Generating Script..." });
  await expect(busy.isDisabled()).resolves.toBe(true);
  const script = page.getByTestId("generated-script");
  await script.waitFor();
  return (await script.textContent()) ?? "";
}

let emailCounter = 0;
/** A new address per dialog, so each test can find exactly its own stored row. */
export const nextEmail = (): string => `ada.${Date.now()}.${(emailCounter += 1)}@example.com`;

export async function fillDialog(page: Page, title: string, email = nextEmail()) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Full Name").fill("Ada Lovelace");
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByRole("button", { name: title }).click();
  return dialog;
}

/** The stored rows for email as [name, source], once `count` have arrived (the POST is not awaited by the page). */
export async function waitForScriptLeads(
  email: string,
  count: number,
  timeoutMs = 10000,
): Promise<Array<[string, string | null]>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await scriptLeadsWithEmail(email);
    if (rows.length >= count || Date.now() > deadline) return rows.map((row) => [row.name, row.source]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
