import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { Header } from "../Header";

function scrollTo(y: number): void {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

// jsdom applies no media queries, so the desktop nav stays display: none (its below-lg style).
// Tests show it as a desktop viewport would; the browser tests check each viewport for real.
const desktopViewport = document.createElement("style");
desktopViewport.textContent = 'nav[aria-label="Main"] { display: block !important; }';

/**
 * Renders the header on a page, then adds the desktop override last (jsdom lets the last matching
 * rule win); resolves once the desktop nav's code has arrived (it is a chunk of its own).
 */
async function renderHeader(pathname = "/pricing/"): Promise<void> {
  window.history.replaceState(null, "", pathname);
  render(<Header pathname={pathname} />);
  document.head.append(desktopViewport);
  await screen.findByRole("navigation", { name: "Main" });
}

const desktopNav = (): HTMLElement => screen.getByRole("navigation", { name: "Main" });

describe("<Header>", () => {
  afterEach(() => scrollTo(0));

  it("changes style once the page is scrolled past the top, and back", async () => {
    await renderHeader();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(1);
    expect(header).toHaveAttribute("data-scrolled", "true");
    scrollTo(0);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("opens the Services list with the keyboard and closes it on Escape, focus back on the button", async () => {
    const user = userEvent.setup();
    await renderHeader();
    const nav = desktopNav();
    const services = within(nav).getByRole("button", { name: "Services" });
    services.focus();
    await user.keyboard("{Enter}");
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Product Demo Videos" })).toHaveAttribute(
      "href",
      "/product-demo-videos/",
    );
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
  });

  it("closes the Services list on a click outside", async () => {
    const user = userEvent.setup();
    await renderHeader();
    const services = within(desktopNav()).getByRole("button", { name: "Services" });
    await user.click(services);
    fireEvent.pointerDown(document.body);
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("has the desktop links of the spec", async () => {
    await renderHeader();
    const nav = within(desktopNav());
    expect(nav.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "/#how-it-works");
    expect(nav.getByRole("link", { name: "Case Study" })).toHaveAttribute("href", "/case-studies/");
    expect(nav.getByRole("link", { name: "Script Generator" })).toHaveAttribute("href", "/script-generator/");
    expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about/");
  });
});

describe("the header's links", () => {
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const hovering = jest.fn<void, [string]>();
  beforeEach(() => {
    navigate.mockReset();
    hovering.mockReset();
    window.___navigate = navigate;
    window.___loader = { hovering };
  });

  it("go through Gatsby's router on a plain click, and are left to the browser with a modifier key", async () => {
    await renderHeader();
    const about = within(desktopNav()).getByRole("link", { name: "About" });
    expect(fireEvent.click(about)).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/about/", { replace: false });
    navigate.mockReset();
    // A new tab: jsdom would not open one, but the click must not be taken from the browser.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(about, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "Meridian, home" }));
    expect(navigate).toHaveBeenCalledWith("/", { replace: false });
  });

  it("fetch nothing until a link is pointed at, touched or focused, then that link's page", async () => {
    await renderHeader();
    expect(hovering).not.toHaveBeenCalled();
    const nav = within(desktopNav());
    fireEvent.mouseOver(nav.getByRole("link", { name: "Case Study" }));
    expect(hovering).toHaveBeenLastCalledWith("/case-studies/");
    fireEvent.touchStart(screen.getByRole("link", { name: "Meridian, home" }));
    expect(hovering).toHaveBeenLastCalledWith("/");
    fireEvent.focus(nav.getByRole("link", { name: "Script Generator" }));
    expect(hovering).toHaveBeenLastCalledWith("/script-generator/");
    // A link to a section of another page fetches that page.
    fireEvent.mouseOver(nav.getByRole("link", { name: "How It Works" }));
    expect(hovering).toHaveBeenLastCalledWith("/");
  });

  it("fetch nothing for a link to the page that is open", async () => {
    await renderHeader("/about/");
    fireEvent.mouseOver(within(desktopNav()).getByRole("link", { name: "About" }));
    expect(hovering).not.toHaveBeenCalled();
  });

  it("mark the link to the page that is open, as Gatsby's <Link> does", async () => {
    await renderHeader("/about/");
    const nav = within(desktopNav());
    expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Case Study" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Meridian, home" })).not.toHaveAttribute("aria-current");
  });

  it("mark the logo on the home page, and not the link to a section of it", async () => {
    await renderHeader("/");
    expect(screen.getByRole("link", { name: "Meridian, home" })).toHaveAttribute("aria-current", "page");
    expect(within(desktopNav()).getByRole("link", { name: "How It Works" })).not.toHaveAttribute("aria-current");
  });
});

describe("mobile menu", () => {
  it("toggles open and closed, listing the spec's entries in order", async () => {
    const user = userEvent.setup();
    await renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    const groups = within(menu)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.parentElement === menu)
      .map((item) => item.firstElementChild?.textContent);
    expect(groups).toEqual(["Home", "Services", "Showcase", "How It Works", "Resources", "About"]);
    expect(within(menu).getByRole("list", { name: "Resources" })).toHaveTextContent("Script GeneratorBlog");
    await user.click(toggle);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when a link is followed", async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    // jsdom cannot navigate; Gatsby's Link would route client-side instead.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await user.click(
      within(await screen.findByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "Blog" }),
    );
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });
});
