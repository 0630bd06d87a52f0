/**
 * @jest-environment node
 */
import { socialCard } from "../card-store";
import { postSocialCard } from "../social-card-schema";

jest.mock("../card-store", () => ({
  socialCard: jest.fn((content: { title: string }) =>
    Promise.resolve({ url: "/static/social/abc.png", width: 1200, height: 630, alt: content.title }),
  ),
}));

const dirs = { cacheDir: "/unused", publicDir: "/unused" };

describe("postSocialCard", () => {
  it("gives a post without a main image an agency card with its title and excerpt", async () => {
    const card = await postSocialCard(
      { title: "Onboarding Videos That Cut Support Tickets", excerpt: "Five questions.", image: null },
      dirs,
    );
    expect(card?.alt).toBe("Onboarding Videos That Cut Support Tickets");
    expect(jest.mocked(socialCard)).toHaveBeenCalledWith(
      {
        title: "Onboarding Videos That Cut Support Tickets",
        description: "Five questions.",
        offer: "agency",
        kicker: "Meridian Studio Blog",
      },
      dirs,
    );
  });

  it("gives none to a post with its own image, which keeps it", async () => {
    jest.mocked(socialCard).mockClear();
    expect(await postSocialCard({ title: "Has a picture", image: { assetId: "image-abc" } }, dirs)).toBeNull();
    expect(jest.mocked(socialCard)).not.toHaveBeenCalled();
  });
});
