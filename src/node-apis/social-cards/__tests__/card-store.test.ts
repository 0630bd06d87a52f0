/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { routeCardContent } from "../card-content";
import { cardFileName, socialCard } from "../card-store";
import { renderCardPng } from "../render-card";

jest.mock("../render-card", () => ({ renderCardPng: jest.fn(() => Promise.resolve(Buffer.from("png bytes"))) }));
const render = jest.mocked(renderCardPng);

const pricing = routeCardContent({ title: "Pricing | Meridian Studio", description: "Plans and ROI.", lang: "en" });

function freshDirs() {
  const root = mkdtempSync(join(tmpdir(), "social-card-store-"));
  return { root, cacheDir: join(root, "cache"), publicDir: join(root, "public") };
}

beforeEach(() => render.mockClear());

describe("socialCard", () => {
  it("publishes the card under a content-hashed name with its size and alt text", async () => {
    const dirs = freshDirs();
    const card = await socialCard(pricing, dirs);
    expect(card).toEqual({
      url: `/static/social/${cardFileName(pricing)}`,
      width: 1200,
      height: 630,
      alt: "Pricing | Meridian Studio",
    });
    expect(card.url).toMatch(/^\/static\/social\/[0-9a-f]{16}\.png$/);
    expect(readFileSync(join(dirs.publicDir, card.url)).toString()).toBe("png bytes");
    rmSync(dirs.root, { recursive: true });
  });

  it("renders a card once: a later build with an empty public/ copies it from Gatsby's cache", async () => {
    const dirs = freshDirs();
    const first = await socialCard(pricing, dirs);
    rmSync(dirs.publicDir, { recursive: true });
    const second = await socialCard(pricing, dirs);
    expect(second.url).toBe(first.url);
    expect(existsSync(join(dirs.publicDir, second.url))).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    rmSync(dirs.root, { recursive: true });
  });

  it("pages asking for the same card at once share one render", async () => {
    const dirs = freshDirs();
    await Promise.all([socialCard(pricing, dirs), socialCard(pricing, dirs), socialCard(pricing, dirs)]);
    expect(render).toHaveBeenCalledTimes(1);
    rmSync(dirs.root, { recursive: true });
  });

  it("names change when anything on the card changes, and only then", () => {
    expect(cardFileName({ ...pricing })).toBe(cardFileName(pricing));
    expect(cardFileName({ ...pricing, description: "Plans, and the ROI." })).not.toBe(cardFileName(pricing));
    expect(cardFileName({ ...pricing, offer: "investment" })).not.toBe(cardFileName(pricing));
  });
});
