import type { Browser, Page } from "playwright-core";

import { axeViolations } from "./support/axe";
import { baseUrl, focusReturnsTo, launchBrowser, openPage, viewports, waitForHydration } from "./support/browser";
import { leadsWithEmail, startLocalBackend, stopLocalBackend } from "./support/local-backend";
import { sheetRowsFor, waitForSheetRows } from "./support/sheet-webhook";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const cta = "Quero participar do evento exclusivo";

async function openHome(): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const { page } = await openPage(context);
  await page.goto(`${baseUrl()}/`);
  await waitForHydration(page);
  return page;
}

async function answerQuiz(page: Page): Promise<void> {
  await page.getByRole("radio", { name: "Tenho capital e quero a direção correta" }).click();
  await page.getByRole("radio", { name: "De R$ 50 mil a R$ 250 mil" }).click();
  await page.getByRole("radio", { name: "Acompanhar a execução ao vivo e replicar" }).click();
  await page.getByRole("radio", { name: "Sim — estou entrando com essa mentalidade" }).click();
}

async function fillForm(page: Page, email: string): Promise<void> {
  await page.getByLabel("Nome").fill("Maria Souza");
  await page.getByLabel("WhatsApp").fill("(11) 98765-4321");
  await page.getByLabel("Email").fill(email);
}

const uniqueEmail = (tag: string) => `maria.${tag}.${Date.now()}@example.com`;

describe("lead capture on the built site", () => {
  it("goes from the call to action through the quiz and form to a stored lead", async () => {
    const page = await openHome();
    await page.getByRole("button", { name: cta }).click();
    const dialog = page.getByRole("dialog", { name: "Descubra se o evento é para você" });
    await dialog.waitFor();
    await expect(page.getByText("Pergunta 1 de 4").isVisible()).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await answerQuiz(page);
    await page.getByRole("dialog", { name: "Falta pouco: seus dados" }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Quero participar" }).click();
    for (const message of ["Nome é obrigatório", "WhatsApp é obrigatório", "Email inválido"]) {
      await page.getByText(message).waitFor();
    }
    await expect(axeViolations(page)).resolves.toEqual([]);

    const email = uniqueEmail("ok");
    await fillForm(page, email);
    await page.getByRole("button", { name: "Quero participar" }).dblclick();
    await page.getByRole("dialog", { name: "Tudo certo!" }).waitFor();
    await page.getByText("Seus dados foram salvos com sucesso.").waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    const rows = await leadsWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Maria Souza",
      whatsapp: "(11) 98765-4321",
      investment_type: "capital_sem_direcao",
      capital_range: "de_50k_a_250k",
      execution_format: "execucao_ao_vivo",
      understands_discipline: "sim",
    });

    // The placeholder invite is unreachable here; the new tab's request shows where it went.
    const invite = page
      .context()
      .waitForEvent("request", (request) => request.url().startsWith("https://chat.whatsapp.com/"));
    const newTab = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "Entrar na Comunidade VIP" }).click();
    await expect(newTab.then((tab) => tab !== page)).resolves.toBe(true);
    await expect(invite.then((request) => request.isNavigationRequest())).resolves.toBe(true);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await focusReturnsTo(page.getByRole("button", { name: cta }));
    await page.context().close();
  });

  it("keeps the form after the backend goes away and stores exactly one row once it is back", async () => {
    const page = await openHome();
    await page.getByRole("button", { name: cta }).click();
    await answerQuiz(page);
    const email = uniqueEmail("retry");
    await fillForm(page, email);

    await stopLocalBackend();
    try {
      await page.getByRole("button", { name: "Quero participar" }).click();
      await page.getByText("Houve um erro ao salvar seus dados. Tente novamente.").first().waitFor();
      await expect(page.getByText("Erro", { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(page.getByRole("button", { name: "Quero participar" }).isEnabled()).resolves.toBe(true);
      await expect(page.getByLabel("Nome").inputValue()).resolves.toBe("Maria Souza");
      await expect(page.getByLabel("WhatsApp").inputValue()).resolves.toBe("(11) 98765-4321");
      await expect(page.getByLabel("Email").inputValue()).resolves.toBe(email);
      await expect(axeViolations(page)).resolves.toEqual([]);
    } finally {
      await startLocalBackend();
    }

    await page.getByRole("button", { name: "Quero participar" }).click();
    await page.getByRole("dialog", { name: "Tudo certo!" }).waitFor();
    await expect(leadsWithEmail(email)).resolves.toHaveLength(1);
    await page.context().close();
  });

  it("takes a visitor from the home page to 'Sucesso!' and the lead to the sheet at once, through the browser's own call", async () => {
    const page = await openHome();
    const corsErrors: string[] = [];
    page.on("console", (message) => {
      if (/CORS|Access-Control/.test(message.text())) corsErrors.push(message.text());
    });
    const functionAnswer = page.waitForResponse(
      (response) => response.url().includes("/functions/v1/send-to-sheets") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: cta }).click();
    await answerQuiz(page);
    const email = uniqueEmail("sheet");
    await fillForm(page, email);
    await page.getByRole("button", { name: "Quero participar" }).click();
    await page.getByText("Sucesso!", { exact: true }).first().waitFor();
    const answer = await functionAnswer;
    expect([answer.status(), await answer.json()]).toEqual([200, { status: "forwarded" }]);
    const [arrived] = await waitForSheetRows(email, 5000);
    expect(arrived?.row).toMatchObject({
      name: "Maria Souza",
      whatsapp: "(11) 98765-4321",
      capital_range: "de_50k_a_250k",
    });
    expect(corsErrors).toEqual([]);
    await page.context().close();
    await expect(sheetRowsFor(email)).resolves.toHaveLength(1);
  });

  it(
    "gets a lead to the sheet once even when the browser's call never leaves (tab closed at 'Sucesso!')",
    async () => {
      const page = await openHome();
      await page.route("**/functions/v1/send-to-sheets", (route) => route.abort());
      await page.getByRole("button", { name: cta }).click();
      await answerQuiz(page);
      const email = uniqueEmail("closed");
      await fillForm(page, email);
      await page.getByRole("button", { name: "Quero participar" }).click();
      await page.getByText("Sucesso!", { exact: true }).first().waitFor();
      const storedAt = Date.now();
      await page.context().close();

      // The backend's sweep (every second here, every 30 s on hosted Supabase) leaves a new lead to
      // the browser's call for 10 s, then forwards it.
      const rows = await waitForSheetRows(email, 2 * 60 * 1000);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.at - storedAt).toBeLessThan(2 * 60 * 1000);
      await new Promise((done) => setTimeout(done, 3000));
      await expect(sheetRowsFor(email)).resolves.toHaveLength(1);
    },
    3 * 60 * 1000,
  );

  it("loads none of the funnel's code until a call to action is hovered", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    // Strings only the dialog chunk (Formik form) and supabase-js contain.
    const funnelLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes("Salvando..."));
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(funnelLoaded()).resolves.toBe(false);
    await page.getByRole("button", { name: cta }).hover();
    let loaded = false;
    for (let i = 0; i < 50 && !loaded; i++) {
      await page.waitForTimeout(100);
      loaded = await funnelLoaded();
    }
    expect(loaded).toBe(true);
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await context.close();
  });
});
