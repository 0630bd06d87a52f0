import type { PortableTextBlock } from "@portabletext/react";
import { render, screen, within } from "@testing-library/react";

import { BodySiteLinks } from "../BodyLink";
import { bodyRuns, PortableBody } from "../PortableBody";

let key = 0;
const span = (text: string, marks: string[] = []) => ({ _type: "span", _key: `s${key++}`, text, marks });
const block = (style: string, children: ReturnType<typeof span>[], extra: Record<string, unknown> = {}) =>
  ({ _type: "block", _key: `b${key++}`, style, markDefs: [], children, ...extra }) as PortableTextBlock;
const linked = (text: string, href: string) =>
  ({
    _type: "block",
    _key: `b${key++}`,
    style: "normal",
    markDefs: [{ _key: "l1", _type: "link", href }],
    children: [span("See "), span(text, ["l1"]), span(".")],
  }) as PortableTextBlock;

describe("PortableBody", () => {
  it("renders every supported block style, with headings one level below the page title", () => {
    render(
      <PortableBody
        blocks={[
          block("normal", [span("A paragraph.")]),
          block("h1", [span("Heading one")]),
          block("h2", [span("Heading two")]),
          block("h3", [span("Heading three")]),
          block("blockquote", [span("A quotation.")]),
        ]}
      />,
    );
    expect(screen.getByText("A paragraph.").tagName).toBe("P");
    expect(screen.getByRole("heading", { level: 2, name: "Heading one" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Heading two" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Heading three" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByText("A quotation.").closest("blockquote")).not.toBeNull();
  });

  it("starts a body whose highest heading is h2 at h2, so heading levels never skip", () => {
    render(<PortableBody blocks={[block("h2", [span("Section")]), block("h3", [span("Subsection")])]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Section" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Subsection" })).toBeInTheDocument();
  });

  it("renders strong and emphasis marks", () => {
    render(
      <PortableBody blocks={[block("normal", [span("bold", ["strong"]), span(" and "), span("italic", ["em"])])]} />,
    );
    expect(screen.getByText("bold").tagName).toBe("STRONG");
    expect(screen.getByText("italic").tagName).toBe("EM");
  });

  it("renders bullet and numbered lists", () => {
    render(
      <PortableBody
        blocks={[
          block("normal", [span("First bullet")], { listItem: "bullet", level: 1 }),
          block("normal", [span("Second bullet")], { listItem: "bullet", level: 1 }),
          block("normal", [span("Step one")], { listItem: "number", level: 1 }),
          block("normal", [span("Step two")], { listItem: "number", level: 1 }),
        ]}
      />,
    );
    const [bullets, numbers] = screen.getAllByRole("list");
    expect(bullets?.tagName).toBe("UL");
    expect(
      within(bullets as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["First bullet", "Second bullet"]);
    expect(numbers?.tagName).toBe("OL");
    expect(within(numbers as HTMLElement).getAllByRole("listitem")).toHaveLength(2);
  });

  it.each([
    ["https://example.com/guide", "https://example.com/guide"],
    ["http://example.com", "http://example.com"],
    ["mailto:hello@meridian.example", "mailto:hello@meridian.example"],
    ["tel:+351210000000", "tel:+351210000000"],
    ["/pricing", "/pricing"],
  ])("keeps the link %s and opens it in a new tab", (href, expected) => {
    render(<PortableBody blocks={[linked("the guide", href)]} />);
    const link = screen.getByRole("link", { name: "the guide" });
    expect(link).toHaveAttribute("href", expected);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("writes a site path the build knows with the page's trailing slash, still in a new tab, and leaves an unknown one as written", () => {
    render(
      <BodySiteLinks.Provider value={{ "/pricing": "/pricing/", "/blog/some-post#intro": "/blog/some-post/#intro" }}>
        <PortableBody
          blocks={[
            linked("our prices", "/pricing"),
            linked("that post", "/blog/some-post#intro"),
            linked("contact us", "/contact"),
          ]}
        />
      </BodySiteLinks.Provider>,
    );
    expect(screen.getByRole("link", { name: "our prices" })).toHaveAttribute("href", "/pricing/");
    expect(screen.getByRole("link", { name: "our prices" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "that post" })).toHaveAttribute("href", "/blog/some-post/#intro");
    expect(screen.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  });

  it.each([
    "javascript:alert('gotcha')",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    " java\tscript:alert(1)",
    "vbscript:msgbox(1)",
  ])("renders the unsafe link %s as plain text", (href) => {
    const { container } = render(<PortableBody blocks={[linked("tracking snippet", href)]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.textContent).toBe("See tracking snippet.");
  });

  it("skips an unknown block type and keeps rendering the rest", () => {
    const spy = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    render(
      <PortableBody
        blocks={[
          block("normal", [span("Before.")]),
          { _type: "callToAction", _key: "cta", label: "Book a call" } as unknown as PortableTextBlock,
          block("normal", [span("After.")]),
        ]}
      />,
    );
    expect(screen.getByText("Before.")).toBeInTheDocument();
    expect(screen.getByText("After.")).toBeInTheDocument();
    expect(screen.queryByText("Book a call")).toBeNull();
    spy.mockRestore();
  });

  it("keeps a video player out of the static runs of text around it, in the body's order", () => {
    const video = { _type: "videoEmbed", _key: "v1", url: "https://youtu.be/x" } as unknown as PortableTextBlock;
    const [first, second, third, fourth] = [
      block("normal", [span("One.")]),
      block("normal", [span("Two.")]),
      block("normal", [span("Three.")]),
      block("h2", [span("Four")]),
    ];
    const runs = bodyRuns([first, second, video, third, fourth] as PortableTextBlock[]);
    expect(runs).toEqual([[first, second], [video], [third, fourth]]);
    expect(bodyRuns([video, video])).toEqual([[video], [video]]);
  });
});
