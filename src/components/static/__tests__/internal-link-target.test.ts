import { internalLinkTarget, type LinkClick } from "../internal-link-target";

const plainClick: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};
const page = new URL("https://site.example/blog/a-post/") as unknown as Location;

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement("a");
  element.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe("internalLinkTarget", () => {
  it("routes a plain click on a link to another page of the site, keeping its query and hash", () => {
    expect(internalLinkTarget(plainClick, anchor("/pricing/?plan=pro#faq"), page)).toBe("/pricing/?plan=pro#faq");
    expect(internalLinkTarget(plainClick, anchor("https://site.example/about/"), page)).toBe("/about/");
    expect(internalLinkTarget(plainClick, anchor("../"), page)).toBe("/blog/");
  });

  it.each<[string, Partial<LinkClick>]>([
    ["a middle click", { button: 1 }],
    ["a click already handled", { defaultPrevented: true }],
    ["Ctrl (new tab)", { ctrlKey: true }],
    ["Cmd (new tab)", { metaKey: true }],
    ["Shift (new window)", { shiftKey: true }],
    ["Alt (download)", { altKey: true }],
  ])("leaves %s to the browser", (_name, change) => {
    expect(internalLinkTarget({ ...plainClick, ...change }, anchor("/pricing/"), page)).toBeNull();
  });

  it.each([
    ["a new tab", anchor("/pricing/", { target: "_blank" })],
    ["a download", anchor("/pricing/", { download: "" })],
    ["a hash on this page", anchor("#faq")],
    ["another site", anchor("https://elsewhere.example/")],
    ["an e-mail address", anchor("mailto:hello@site.example")],
    ["a file", anchor("/rss.xml")],
  ])("leaves a link to %s to the browser", (_name, link) => {
    expect(internalLinkTarget(plainClick, link, page)).toBeNull();
  });

  it("routes a link that names its own frame", () => {
    expect(internalLinkTarget(plainClick, anchor("/about/", { target: "_self" }), page)).toBe("/about/");
  });
});
