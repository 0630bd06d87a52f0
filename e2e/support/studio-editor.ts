import type { Page } from "playwright-core";

import { clickAfterHover } from "./studio";

/** A list item of the open list pane, by the document's title. */
export const listItem = (page: Page, title: string) => page.locator('a[data-testid^="pane-item"]').filter({ hasText: title });

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

/**
 * Writes a body as an editor does in the Portable Text editor: a heading (the style menu),
 * a bullet list (the list button) and a paragraph with a link (text selected, the link
 * annotation, its URL). Each step waits for the editor to show its effect.
 */
export async function writeBody(page: Page, { heading, items, linkSentence, linkText, href }: { heading: string; items: string[]; linkSentence: string; linkText: string; href: string }): Promise<void> {
  const body = page.getByTestId("field-body");
  const editor = body.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type(heading, { delay: 20 });
  await editor.getByText(heading).waitFor();
  await page.getByTestId("block-style-select").locator("button").click();
  await page.getByRole("menuitem", { name: "H2" }).click();
  await editor.locator('[data-style="h2"]').getByText(heading).waitFor();
  await editor.press("End");
  await page.keyboard.press("Enter");
  await body.getByRole("button", { name: "Bullet" }).first().click();
  for (const item of items) {
    await page.keyboard.type(item, { delay: 20 });
    await editor.getByText(item).waitFor();
    await page.keyboard.press("Enter");
  }
  // The list button again turns the empty item after the list into a paragraph.
  await body.getByRole("button", { name: "Bullet" }).first().click();
  await page.keyboard.type(linkSentence, { delay: 20 });
  await editor.getByText(linkSentence).waitFor();
  for (let index = 0; index < linkText.length; index++) await page.keyboard.press("Shift+ArrowLeft");
  await body.getByRole("button", { name: "Link" }).first().click();
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
