// Names from the shared case list (the Yup and database tests read the same file) through the
// real dialog of the built site into the local backend: each accepted name is stored exactly once,
// as typed; a refused one gets its own message and the focus.
import type { Browser, Page } from "playwright-core";

import cases from "../src/features/lead-capture/__tests__/lead-field-cases.json";
import { baseUrl, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";
import { leadsWithEmail } from "./support/local-backend";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openForm(): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const { page } = await openPage(context);
  await page.goto(`${baseUrl()}/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Quero participar do evento exclusivo" }).click();
  await page.getByRole("radio", { name: "Já invisto no exterior" }).click();
  await page.getByRole("radio", { name: "Até R$ 50 mil" }).click();
  await page.getByRole("radio", { name: "CopyTrader autorizado" }).click();
  await page.getByRole("radio", { name: "Sim — estou entrando com essa mentalidade" }).click();
  await page.getByRole("dialog", { name: "Falta pouco: seus dados" }).waitFor();
  return page;
}

const browserNames = cases.cases.filter(
  (entry) => entry.field === "name" && entry.message === null && "browser" in entry,
);

describe("names from the shared case list, through the dialog", () => {
  it("covers a few accepted names", () => {
    expect(browserNames.length).toBeGreaterThanOrEqual(3);
  });

  it.each(browserNames.map((entry, index) => [entry.value, index] as const))(
    "stores %s exactly once",
    async (name, index) => {
      const page = await openForm();
      const email = `case.${index}.${Date.now()}@example.com`;
      await page.getByLabel("Nome").fill(name);
      await page.getByLabel("WhatsApp").fill(`(21) 9${String(index).padStart(4, "0")}-1234`);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Quero participar" }).click();
      await page.getByRole("dialog", { name: "Tudo certo!" }).waitFor();
      const rows = await leadsWithEmail(email);
      expect(rows.map((row) => row.name)).toEqual([name.trim()]);
      await page.context().close();
    },
  );

  it("refuses a name with a right-to-left override with its own message, on the focused field", async () => {
    const refused = cases.cases.find((entry) => entry.label === "name with a right-to-left override")!;
    const page = await openForm();
    const email = `rlo.${Date.now()}@example.com`;
    await page.getByLabel("Nome").fill(refused.value);
    await page.getByLabel("WhatsApp").fill("(21) 98765-1234");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Quero participar" }).click();
    await page.getByText(refused.message!).waitFor();
    await expect(page.getByLabel("Nome").evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await expect(page.getByLabel("Nome").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(leadsWithEmail(email)).resolves.toEqual([]);
    await page.context().close();
  });
});
