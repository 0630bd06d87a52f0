/**
 * Click-to-edit is the editors' preview's alone (src/node-apis/click-to-edit-flag.ts): the production
 * build holds no `data-sanity` attribute, none of @sanity/visual-editing's code and nothing of the
 * preview's front. The preview's own test (e2e/preview-front.develop.ts) shows the same markers present
 * there, so their absence here is the constant at work, not markers that never exist.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import { baseUrl, launchBrowser, viewports, waitForHydration } from "./support/browser";
import { publicDir } from "./support/built-site";

// Source maps are left out: they carry the source text (dead branches and comments), not code that runs.
const shipped = /\.(html|js|json|txt|xml|css|webmanifest)$/;

function shippedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return shippedFiles(path);
    return shipped.test(name) ? [path] : [];
  });
}

/** Strings that survive minification: the attribute, the overlay's element and its messages, the post's Sanity field names, the front's names. */
const markers = [
  "data-sanity",
  "sanity-visual-editing",
  "visual-editing/",
  "presentation/",
  "mainImage",
  "preview-secret",
  "preview-session",
  "__preview/enable",
];

it("ships no click-to-edit attribute, overlay code or preview front in any page, script or data file", () => {
  const files = shippedFiles(publicDir);
  expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(10);
  const findings = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${relative(publicDir, file)}: ${marker}`);
  });
  expect(findings).toEqual([]);
});

it("renders a post without edit attributes or overlays once React has taken over", async () => {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
    await page.goto(`${baseUrl()}/blog/why-every-saas-product-needs-a-90-second-demo/`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await expect(page.locator("[data-sanity], sanity-visual-editing").count()).resolves.toBe(0);
  } finally {
    await browser.close();
  }
});
