import { act, render, screen, waitFor } from "@testing-library/react";

import { AppProviders } from "../../../app/AppProviders";
import { HomeHero } from "../HomeHero";

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {
    this.record.disconnected = true;
  }
}

const logos = [{ name: "Jornal da Bolsa", src: "/press/jornal-da-bolsa.svg", width: 160, height: 40 }];

function providerScripts(): string[] {
  return Array.from(document.head.querySelectorAll("script[data-video-provider]")).map(
    (s) => s.getAttribute("src") ?? "",
  );
}

beforeEach(() => {
  observers.length = 0;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});

afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe("HomeHero", () => {
  it("shows the headline, badge, call to action and press strip", () => {
    render(<HomeHero pressLogos={logos} />, { wrapper: AppProviders });
    expect(
      screen.getByRole("heading", { level: 1, name: "Faça seu capital crescer com o método europeu" }),
    ).toBeInTheDocument();
    expect(screen.getByText("+5000 empresários já estão nessa comunidade")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Quero participar do evento exclusivo" })).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Jornal da Bolsa" })).toHaveLength(1);
  });

  it("loads the sales video once, on its first intersection at 10% with a 100 px margin", async () => {
    const { container } = render(<HomeHero pressLogos={logos} />, { wrapper: AppProviders });
    const frame = screen.getByTestId("hosted-video");
    expect(providerScripts()).toEqual([]);
    expect(container.querySelector("wistia-player")).toBeNull();
    await waitFor(() => expect(observers).toHaveLength(1));
    const observer = observers[0]!;
    expect(observer.options).toEqual({ threshold: 0.1, rootMargin: "100px" });

    act(() => observer.callback([{ isIntersecting: false, target: frame }]));
    expect(providerScripts()).toEqual([]);

    act(() => observer.callback([{ isIntersecting: true, target: frame }]));
    expect(observer.disconnected).toBe(true);
    expect(container.querySelectorAll("wistia-player")).toHaveLength(1);
    const loaded = providerScripts();
    expect(loaded).toEqual(["https://fast.wistia.com/player.js", "https://fast.wistia.com/embed/h3r0m3d1a0.js"]);

    act(() => observer.callback([{ isIntersecting: true, target: frame }]));
    expect(providerScripts()).toEqual(loaded);
    expect(observers).toHaveLength(1);
  });
});
