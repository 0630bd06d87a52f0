import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CaseStudyTiles } from "../CaseStudyTiles";

const tiles = [
  {
    contentId: "ledgerly",
    title: "Ledgerly",
    subtitle: "Accounting",
    result: "More trials",
    metric: "+212% trials",
    hasVideo: true,
    mediaId: "k3v9q2m1ld",
  },
  {
    contentId: "quiet",
    title: "Quiet Co",
    subtitle: "No video",
    result: "Text only",
    metric: "+10%",
    hasVideo: false,
    mediaId: null,
  },
];

function providerScripts(): string[] {
  return Array.from(document.head.querySelectorAll("script[data-video-provider]")).map(
    (s) => s.getAttribute("src") ?? "",
  );
}

describe("CaseStudyTiles", () => {
  it("opens a tile's video in a modal, loading the provider only then, and closes it", async () => {
    const user = userEvent.setup();
    render(<CaseStudyTiles tiles={tiles} />);
    expect(screen.queryByRole("button", { name: /Quiet Co/ })).not.toBeInTheDocument();
    expect(providerScripts()).toEqual([]);

    const trigger = screen.getByRole("button", { name: "Watch the Ledgerly story" });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Ledgerly: +212% trials" });
    expect(dialog).toHaveAccessibleDescription("More trials");
    await waitFor(() =>
      expect(providerScripts()).toEqual(
        expect.arrayContaining(["https://fast.wistia.com/player.js", "https://fast.wistia.com/embed/k3v9q2m1ld.js"]),
      ),
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(providerScripts()).toEqual([]);

    await user.click(trigger);
    await user.click(await screen.findByRole("button", { name: "Close video" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
