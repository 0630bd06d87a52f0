import { render, screen, waitFor } from "@testing-library/react";

import VideoProductionPage, { type VideoProductionData } from "../video-production";
import { AppProviders } from "../../app/AppProviders";

const data: VideoProductionData = {
  // The head's data (Head's, not the page's).
  site: null,
  routeSeo: null,
  ways: { nodes: [{ title: "Self-record with guidance", description: "We guide you." }] },
  showcase: {
    nodes: [
      { contentId: "webinars", title: "Webinars", subtitle: "Evergreen", mediaId: "w3b1n4r5sw", duration: "2:30" },
      { contentId: "ads", title: "Ads", subtitle: "Paid social", mediaId: "ad5v1d3osw", duration: "2:00" },
    ],
  },
  different: { nodes: [{ title: "Cinematic Quality", description: "4K with colour grading." }] },
  steps: { nodes: [{ number: "01", title: "Discovery", description: "A call." }] },
};

function providerNodes(): string[] {
  return Array.from(document.head.querySelectorAll("[data-video-provider]")).map(
    (node) => node.getAttribute("data-video-provider") ?? "",
  );
}

describe("/video-production", () => {
  it("adds the provider scripts on entering and removes them on leaving", () => {
    expect(providerNodes()).toEqual([]);
    const { unmount } = render(<VideoProductionPage data={data} />, { wrapper: AppProviders });
    expect(providerNodes().sort()).toEqual(
      [
        "script:https://fast.wistia.com/player.js",
        "script:https://fast.wistia.com/embed/w3b1n4r5sw.js",
        "script:https://fast.wistia.com/embed/ad5v1d3osw.js",
      ].sort(),
    );
    expect(document.head.querySelectorAll('script[src="https://fast.wistia.com/player.js"]')).toHaveLength(1);
    expect(screen.getByText("Serving clients worldwide")).toBeInTheDocument();
    expect(screen.getByText("2:30")).toBeInTheDocument();
    unmount();
    expect(providerNodes()).toEqual([]);
  });

  it("keeps the posters and throws nothing when a provider script fails to load", async () => {
    const { container } = render(<VideoProductionPage data={data} />, { wrapper: AppProviders });
    const player = document.head.querySelector<HTMLScriptElement>('script[src="https://fast.wistia.com/player.js"]');
    expect(() => player?.dispatchEvent(new Event("error"))).not.toThrow();
    expect(player?.dataset.failed).toBe("true");
    expect(screen.getAllByTestId("hosted-video")).toHaveLength(2);
    await waitFor(() => expect(container.querySelectorAll("wistia-player")).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Get Your Free Video Growth Plan" })).toBeInTheDocument();
  });
});
