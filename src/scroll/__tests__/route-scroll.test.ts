import { hashScrollDelayMs, repairedHashUrl, scrollForRoute } from "../route-scroll";

describe("scrollForRoute", () => {
  let scrollTo: jest.Mock;
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    document.body.innerHTML = '<section id="how-it-works"></section>';
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => jest.useRealTimers());

  it("scrolls smoothly to the top on a route change without a hash", () => {
    scrollForRoute({ pathname: "/about", hash: "" }, false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
  });

  it("leaves the first render without a hash alone", () => {
    scrollForRoute({ pathname: "/about", hash: "" }, true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each([true, false])("scrolls to the hash target after 100 ms (first render: %s)", (firstRender) => {
    scrollForRoute({ pathname: "/", hash: "#how-it-works" }, firstRender);
    const section = document.getElementById("how-it-works");
    jest.advanceTimersByTime(hashScrollDelayMs - 1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(scrollIntoView.mock.instances).toEqual([section]);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("does not throw when the hash names no element", () => {
    scrollForRoute({ pathname: "/", hash: "#nothing-here" }, false);
    expect(() => jest.advanceTimersByTime(hashScrollDelayMs)).not.toThrow();
  });

  it("jumps instead of animating under prefers-reduced-motion", () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    scrollForRoute({ pathname: "/about", hash: "" }, false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "auto" });
    delete (window as Partial<Window>).matchMedia;
  });
});

describe("a hash that is not valid percent-encoding", () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<section id="50%off"></section><section id="café"></section>';
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => jest.useRealTimers());

  it.each(["#50%off", "#%", "#%E0%A4%A"])("does not throw for %s and leaves the page as it is", (hash) => {
    expect(() => scrollForRoute({ pathname: "/", hash }, true)).not.toThrow();
    expect(() => jest.advanceTimersByTime(hashScrollDelayMs)).not.toThrow();
  });

  it("still scrolls to an element whose id is the literal hash", () => {
    scrollForRoute({ pathname: "/", hash: "#50%off" }, true);
    jest.advanceTimersByTime(hashScrollDelayMs);
    expect(scrollIntoView.mock.instances).toEqual([document.getElementById("50%off")]);
  });

  it("decodes a well-formed encoded hash", () => {
    scrollForRoute({ pathname: "/", hash: "#caf%C3%A9" }, true);
    jest.advanceTimersByTime(hashScrollDelayMs);
    expect(scrollIntoView.mock.instances).toEqual([document.getElementById("café")]);
  });
});

describe("repairedHashUrl", () => {
  it("rewrites a hash that does not decode so decodeURI no longer throws and it reads as typed", () => {
    const url = repairedHashUrl({ pathname: "/pricing", search: "?x=1", hash: "#50%off" });
    expect(url).toBe("/pricing?x=1#50%25off");
    expect(decodeURI(url?.split("#")[1] ?? "")).toBe("50%off");
  });

  it("leaves a hash that decodes, or no hash, as it is", () => {
    expect(repairedHashUrl({ pathname: "/", search: "", hash: "#caf%C3%A9" })).toBeNull();
    expect(repairedHashUrl({ pathname: "/", search: "", hash: "" })).toBeNull();
  });
});
