/** @jest-environment node */
import { postPreviewUrl } from "../preview-url";

describe("postPreviewUrl, the page the preview pane shows beside a post", () => {
  it("is the post's path under the preview origin: /blog/<slug>/", () => {
    expect(postPreviewUrl("http://localhost:8000", { _id: "abc", slug: { current: "my-first-post" } })).toBe(
      "http://localhost:8000/blog/my-first-post/",
    );
  });

  it("is /blog/<_id>/ for a post without a slug, never with the drafts. prefix", () => {
    expect(postPreviewUrl("http://localhost:8000", { _id: "abc", slug: { current: "  " } })).toBe(
      "http://localhost:8000/blog/abc/",
    );
    expect(postPreviewUrl("https://preview.example.com", { _id: "drafts.abc" })).toBe(
      "https://preview.example.com/blog/abc/",
    );
  });
});
