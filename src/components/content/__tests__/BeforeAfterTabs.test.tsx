import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { BeforeAfterTabs } from "../BeforeAfterTabs";

const tabs: Queries.BeforeAfterTabsItemFragment[] = [
  {
    contentId: "customer-testimonials",
    label: "Customer Testimonials",
    description: "Stories that close deals.",
    before: { title: "Before: webcam", text: "Unedited call.", video: "b4f0re7tst" },
    after: { title: "After: success story", text: "Scripted interview.", video: "a7ter2tstm" },
  },
  {
    contentId: "tutorial",
    label: "Tutorial",
    description: "Teach people to succeed.",
    before: { title: "Before: raw capture", text: "Silent recording.", video: "youtube:M7lc1UVf-VE" },
    after: { title: "After: guided tutorial", text: "Voiced walkthrough.", video: "a7ter5tuto" },
  },
];

describe("BeforeAfterTabs", () => {
  it("switches the text and both videos with the tab", async () => {
    const user = userEvent.setup();
    render(<BeforeAfterTabs tabs={tabs} />);
    expect(screen.getByRole("tab", { name: "Customer Testimonials" })).toHaveAttribute("aria-selected", "true");
    let panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("heading", { name: "Before: webcam" })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByTestId("hosted-video")
        .map((v) => v.dataset.mediaId),
    ).toEqual(["b4f0re7tst", "a7ter2tstm"]);

    await user.click(screen.getByRole("tab", { name: "Tutorial" }));
    panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Teach people to succeed.")).toBeInTheDocument();
    expect(within(panel).getByRole("heading", { name: "After: guided tutorial" })).toBeInTheDocument();
    expect(screen.queryByText("Unedited call.")).not.toBeInTheDocument();
    // The tutorial's "before" is a YouTube value: a poster button, no iframe until clicked.
    expect(within(panel).queryByTitle("Before: raw capture", { exact: true })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Play video: Before: raw capture" }));
    const iframe = within(panel).getByTitle("Before: raw capture");
    expect(iframe.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE/);
    expect(
      within(panel)
        .getAllByTestId("hosted-video")
        .map((v) => v.dataset.mediaId),
    ).toEqual(["a7ter5tuto"]);
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<BeforeAfterTabs tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Customer Testimonials" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Tutorial" })).toHaveAttribute("aria-selected", "true");
  });

  // What the click replay of a tap made before the page's code arrived dispatches: no press first.
  it("selects a tab on a click alone", () => {
    render(<BeforeAfterTabs tabs={tabs} />);
    fireEvent.click(screen.getByRole("tab", { name: "Tutorial" }));
    expect(screen.getByRole("tab", { name: "Tutorial" })).toHaveAttribute("aria-selected", "true");
    expect(within(screen.getByRole("tabpanel")).getByText("Teach people to succeed.")).toBeInTheDocument();
  });
});
