import type { Browser, BrowserContext, Locator, Page } from "playwright-core";

import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

/** A phone: touch, mobile viewport meta honoured. 320 px is the narrowest width the site supports. */
const phones = [
  { name: "390×844", viewport: { width: 390, height: 844 } },
  { name: "320×568", viewport: { width: 320, height: 568 } },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function phoneContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

async function openQuiz(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await openPage(await phoneContext(viewport));
  await page.goto(`${baseUrl()}/`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Quero participar do evento exclusivo" }).first().tap();
  await page.getByText("Pergunta 1 de 4").waitFor();
  return page;
}

async function tapThroughQuiz(page: Page): Promise<void> {
  for (const [step, answer] of [
    [2, "Tenho capital e quero a direção correta"],
    [3, "De R$ 50 mil a R$ 250 mil"],
    [4, "Acompanhar a execução ao vivo e replicar"],
  ] as const) {
    await page.getByRole("radio", { name: answer }).tap();
    await page.getByText(`Pergunta ${step} de 4`).waitFor();
  }
  await page.getByRole("radio", { name: "Sim — estou entrando com essa mentalidade" }).tap();
  await page.getByRole("dialog", { name: "Falta pouco: seus dados" }).waitFor();
}

async function fillAndSubmit(page: Page): Promise<void> {
  await page.getByLabel("Nome").fill("Maria Souza");
  await page.getByLabel("WhatsApp").fill("(11) 98765-4321");
  await page.getByLabel("Email").fill(`maria.phone.${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Quero participar" }).tap();
}

/** What a tap at the control's centre would hit: the control itself, or something drawn over it. */
async function hitAtCentre(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && (hit === element || element.contains(hit))) return "the control";
    return hit ? `${hit.tagName.toLowerCase()}: ${hit.textContent?.slice(0, 60) ?? ""}` : "nothing";
  });
}

describe.each(phones)("the lead funnel on a %s phone", ({ viewport }) => {
  it("leaves 'Entrar na Comunidade VIP' uncovered while the 'Sucesso!' toast shows", async () => {
    const page = await openQuiz(viewport);
    await tapThroughQuiz(page);
    await fillAndSubmit(page);
    await page.getByRole("dialog", { name: "Tudo certo!" }).waitFor();
    await page.getByText("Sucesso!").waitFor();
    const join = page.getByRole("button", { name: "Entrar na Comunidade VIP" });
    await expect(hitAtCentre(join)).resolves.toBe("the control");
    await expect(page.getByText("Sucesso!").isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("leaves the submit button uncovered while the 'Erro' toast shows after a failed save", async () => {
    const page = await openQuiz(viewport);
    await page.route("**/rest/v1/leads**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"test: save refused"}' }),
    );
    await tapThroughQuiz(page);
    await fillAndSubmit(page);
    await page.getByText("Houve um erro ao salvar seus dados. Tente novamente.", { exact: true }).first().waitFor();
    const submit = page.getByRole("button", { name: "Quero participar" });
    await expect(submit.isEnabled()).resolves.toBe(true);
    await expect(hitAtCentre(submit)).resolves.toBe("the control");
    await expect(page.getByText("Erro", { exact: true }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe("quiz answers on a 390×844 phone", () => {
  const viewport = phones[0].viewport;

  async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
    const box = await page.getByRole("radio", { name }).boundingBox();
    if (!box) throw new Error(`no box for ${name}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** The quiz option a tap at this spot would hit now. */
  const optionAt = (page: Page, spot: { x: number; y: number }) =>
    page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="radio"]')?.textContent ?? null, spot);

  it("a double-tap answers one question, and a second tap 300 ms later answers the next", async () => {
    const page = await openQuiz(viewport);
    const spot = await centreOf(page, "Já invisto no exterior");
    await page.touchscreen.tap(spot.x, spot.y);
    await page.touchscreen.tap(spot.x, spot.y);
    await page.getByText("Pergunta 2 de 4").waitFor();
    // The second tap landed on an option of question 2 (that is what used to answer it).
    await expect(optionAt(page, spot)).resolves.toBe("De R$ 50 mil a R$ 250 mil");
    await page.waitForTimeout(300);
    await expect(page.getByText("Pergunta 2 de 4").isVisible()).resolves.toBe(true);

    await page.touchscreen.tap(spot.x, spot.y);
    await page.getByText("Pergunta 3 de 4").waitFor();
    await page.context().close();
  });

  it("a double-click answers one question; a click 300 ms after the next question appears counts", async () => {
    const page = await openQuiz(viewport);
    const spot = await centreOf(page, "Já invisto no exterior");
    await page.mouse.dblclick(spot.x, spot.y);
    await page.getByText("Pergunta 2 de 4").waitFor();
    await expect(optionAt(page, spot)).resolves.toBe("De R$ 50 mil a R$ 250 mil");
    await page.waitForTimeout(300);
    await expect(page.getByText("Pergunta 2 de 4").isVisible()).resolves.toBe(true);
    await page.mouse.click(spot.x, spot.y);
    await page.getByText("Pergunta 3 de 4").waitFor();
    await page.context().close();
  });
});
