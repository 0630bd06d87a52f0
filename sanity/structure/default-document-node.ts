import type { DefaultDocumentNodeResolver } from "sanity/structure";

import { PostPreviewPane } from "./post-preview-pane";

/** A post opens as two views: its form and its page in the site's preview. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === "post"
    ? S.document().views([S.view.form(), S.view.component(PostPreviewPane).id("preview").title("Preview")])
    : S.document().views([S.view.form()]);
