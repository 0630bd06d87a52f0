import type { StructureResolver } from "sanity/structure";

import { PostStateList } from "./post-state-list";

/**
 * The Structure tool's root: every document type's list as Sanity makes it, in schema order, but
 * posts in PostStateList, which says each post's state. The item keeps the id "post", so the
 * Studio's addresses (/structure/post;<id>) stay what they were; the pane takes the create and edit
 * intents for posts, so "Create new post" and links to a post open it here.
 */
export const postsStructure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items(
      S.documentTypeListItems().map((item) =>
        item.getId() !== "post"
          ? item
          : S.listItem()
              .id("post")
              .title("Posts")
              .schemaType("post")
              .child(
                S.component(PostStateList)
                  .id("post")
                  .title("Posts")
                  // Wide enough for "Scheduled for Jan 6, 2030, 09:00 GMT-3 · <author>" beside the thumbnail.
                  .minWidth(420)
                  .menuItems([
                    S.menuItem()
                      .title("Create new post")
                      .intent({ type: "create", params: { type: "post" } }),
                  ])
                  .canHandleIntent((intent, params) => ["create", "edit"].includes(intent) && params.type === "post")
                  .child((id) => S.defaultDocument({ documentId: id, schemaType: "post" })),
              ),
      ),
    );
