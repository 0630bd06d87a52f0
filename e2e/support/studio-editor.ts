import type { Page } from "playwright-core";

import { clickAfterHover } from "./studio";

/** A list item of the open list pane, by the document's title. */
export const listItem = (page: Page, title: string) =>
  page.locator('a[data-testid^="pane-item"]').filter({ hasText: title });

/** "Create new post" in the post list; resolves with the new document's id (from the Studio's URL). */
export async function newPost(page: Page): Promise<string> {
  await page.getByTestId("action-intent-button").click();
  await page.waitForURL(/\/structure\/post;[^,]+%2Ctemplate/);
  const id = /post;([^,%]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`No document id in ${page.url()}`);
  return decodeURIComponent(id);
}

/** The footer's save state reads "Saved" once every edit has reached the API. */
export const waitUntilSaved = (page: Page) => page.getByText("Saved", { exact: true }).waitFor({ timeout: 60000 });

export async function setPublishedAt(page: Page, value: string): Promise<void> {
  const input = page.getByTestId("field-publishedAt").locator("input").first();
  await input.fill(value);
  await input.press("Tab");
}

/** Searches the author reference field and picks the author. */
export async function pickAuthor(page: Page, name: string): Promise<void> {
  await page.locator("#author").fill(name.split(" ")[0] ?? name);
  await clickAfterHover(page, page.locator('[data-ui="Popover"]').getByRole("option", { name: new RegExp(name) }));
}

const editorHasFocus = (page: Page) =>
  page.waitForFunction(
    () => document.activeElement instanceof HTMLElement && document.activeElement.isContentEditable,
    null,
    { timeout: 10000 },
  );

/** A toolbar button of the body's editor; the editor keeps the caret when it is clicked. */
async function clickToolbarButton(page: Page, name: string): Promise<void> {
  await page.getByTestId("field-body").getByRole("button", { name }).first().click();
  await editorHasFocus(page);
}

/**
 * Selects the last characters of a block with Shift+ArrowLeft from its end (the caret is there
 * after typing), as a person does. The editor reads the browser's selection up to 100 ms late, and
 * the Studio's echo of the last edit can re-render the block under the keystrokes; so the
 * selection must read right twice, half a second apart, before the toolbar acts on it. When it
 * does not, clicks into the block again and reselects from its end, as a person would.
 */
async function selectEndOfBlock(page: Page, block: ReturnType<Page["locator"]>, text: string): Promise<void> {
  const selected = () => page.evaluate((wanted) => window.getSelection()?.toString() === wanted, text);
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (attempt > 1) {
      await block.click();
      await page.keyboard.press("End");
    }
    for (let index = 0; index < text.length; index++) await page.keyboard.press("Shift+ArrowLeft");
    try {
      await until(selected, `"${text}" is selected`, 3000);
      await page.waitForTimeout(500);
      if (await selected()) return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  throw new Error(`"${text}" did not stay selected`);
}

/**
 * Writes a body as an editor does in the Portable Text editor: a heading (the style menu),
 * a bullet list (the list button) and a paragraph with a link (text selected, the link
 * annotation, its URL). Each step waits for the editor to show its effect.
 */
export async function writeBody(
  page: Page,
  {
    heading,
    items,
    linkSentence,
    linkText,
    href,
  }: { heading: string; items: string[]; linkSentence: string; linkText: string; href: string },
  /** Resolves once the API holds the text typed so far (the Studio's echo then no longer moves the caret). */
  saved: (text: string) => Promise<void>,
): Promise<void> {
  const editor = page.getByTestId("field-body").locator('[contenteditable="true"]');
  const styleSelect = page.getByTestId("block-style-select");
  await editor.click();
  await page.keyboard.type(heading, { delay: 20 });
  await editor.getByText(heading).waitFor();
  await styleSelect.locator("button").click();
  await page.getByRole("menuitem", { name: "H2" }).click();
  await page.getByRole("menu").waitFor({ state: "detached" });
  // Closing the style menu does not always hand the caret back: click into the heading, as a person would.
  const headingText = editor.getByRole("heading", { level: 2, name: heading });
  await headingText.click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  // The toolbar re-lays itself out for the new block (the style select's label changes width).
  await styleSelect.getByText("Normal", { exact: true }).waitFor();
  await clickToolbarButton(page, "Bullet");
  const bulletItems = editor.locator('[data-list-item="bullet"]');
  for (const item of items) {
    await page.keyboard.type(item, { delay: 20 });
    await editor.getByText(item).waitFor();
    await page.keyboard.press("Enter");
  }
  // Each toolbar action works on the block the editor's selection is in, which it reads late: the
  // empty item must exist before the list button turns it into a paragraph, and be gone before
  // typing, or the sentence lands in (or the toggle hits) the last item.
  await until(
    async () => (await bulletItems.count()) === items.length + 1,
    `the editor shows ${items.length + 1} bullet items`,
    10000,
  );
  await clickToolbarButton(page, "Bullet");
  await until(
    async () => (await bulletItems.count()) === items.length,
    `the empty item after the list is a paragraph`,
    10000,
  );
  // The toggle can leave the caret at the end of the last item: put it in the new paragraph, as a person would.
  const blocks = editor.locator('[data-pt-block="text"]');
  await blocks.last().click();
  await editorHasFocus(page);
  await page.keyboard.type(linkSentence, { delay: 20 });
  await blocks
    .last()
    .getByText(linkSentence, { exact: true })
    .waitFor({ timeout: 10000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe body's blocks read: ${JSON.stringify(await blocks.allInnerTexts())}`);
    });
  await saved(linkSentence);
  await selectEndOfBlock(page, editor.getByText(linkSentence), linkText);
  await page.getByTestId("field-body").getByRole("button", { name: "Link" }).first().click();
  await page.getByRole("textbox", { name: "URL" }).fill(href);
  await page.keyboard.press("Escape");
}

/** Polls until check() holds (the API and the Studio update asynchronously); throws naming what it waited for. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
}
