import {
  defaultComponents,
  type PortableTextBlockComponent,
  type PortableTextComponentProps,
  type PortableTextComponents,
  type PortableTextListItemComponent,
} from "@portabletext/react";
import { createDataAttribute } from "@sanity/visual-editing/create-data-attribute";
import * as React from "react";

/**
 * Click-to-edit, the editors' preview only: Sanity's `data-sanity` attributes on a post's parts, so
 * the Studio's overlays (src/app/click-to-edit-overlays.ts) outline them and open the field. Only
 * required behind `__SANITY_CLICK_TO_EDIT__`: a production build never compiles this module.
 */

/** A spreadable `data-sanity` attribute. */
export type EditAttribute = { "data-sanity": string };

export interface PostEditAttributes {
  title: EditAttribute;
  excerpt: EditAttribute;
  image: EditAttribute;
  author: EditAttribute;
  /** One body block, by its `_key`. */
  block: (key: string) => EditAttribute;
}

/** The post schema's document type and fields (sanity/schemas/post.ts). */
const postType = "post";
const fields = { title: "title", excerpt: "excerpt", image: "mainImage", author: "author", body: "body" } as const;

/**
 * Attributes for one post. A draft's id names the document the Studio opens (its published id; the
 * Studio shows the draft). With GATSBY_SANITY_STUDIO_URL the attributes also carry the Studio's
 * address, so an overlay in a preview tab outside the Studio links to the field there.
 */
export function postEditAttributes(
  postId: string,
  studioUrl = process.env.GATSBY_SANITY_STUDIO_URL,
): PostEditAttributes {
  const attribute = createDataAttribute({
    id: postId.replace(/^drafts\./, ""),
    type: postType,
    ...(studioUrl ? { baseUrl: studioUrl } : {}),
  });
  const at = (path: Parameters<typeof attribute>[0]): EditAttribute => ({ "data-sanity": attribute(path) });
  return {
    title: at(fields.title),
    excerpt: at(fields.excerpt),
    image: at(fields.image),
    author: at(fields.author),
    block: (key) => at([fields.body, { _key: key }]),
  };
}

const BlockAttributes = React.createContext<PostEditAttributes["block"] | null>(null);

/** Gives the body blocks rendered inside it their post's attributes (see editableBlocks). */
export function EditableBody({
  block,
  children,
}: {
  block: PostEditAttributes["block"];
  children: React.ReactNode;
}): React.ReactElement {
  return <BlockAttributes.Provider value={block}>{children}</BlockAttributes.Provider>;
}

/** How @portabletext/react calls a block or list item renderer (with the block as `value`). */
type BlockRender = (props: PortableTextComponentProps<{ _key?: string }>) => React.ReactNode;

/** A block renderer whose element also carries the block's attribute (a block without a key gets none). */
function withBlockAttribute(render: BlockRender): BlockRender {
  return function EditableBlock(props) {
    const block = React.useContext(BlockAttributes);
    const element = render(props);
    const key = props.value._key;
    return block && key && React.isValidElement(element) ? React.cloneElement(element, block(key)) : element;
  };
}

/** The site's Portable Text components, each block style, list item, picture and video marked for click-to-edit. */
export function editableBlocks(components: PortableTextComponents): PortableTextComponents {
  const styles = typeof components.block === "object" ? components.block : {};
  const block = Object.fromEntries(
    Object.entries(styles).map(([style, render]) => [style, render && withBlockAttribute(render as BlockRender)]),
  );
  // The body's pictures and videos (bodyImage, videoEmbed): their figure carries the attribute.
  const types = Object.fromEntries(
    Object.entries(components.types ?? {}).map(([type, render]) => [type, withBlockAttribute(render as BlockRender)]),
  );
  return {
    ...components,
    block: block as PortableTextComponents["block"],
    types: types as PortableTextComponents["types"],
    listItem: withBlockAttribute(
      (typeof components.listItem === "function" ? components.listItem : defaultComponents.listItem) as BlockRender,
    ) as PortableTextListItemComponent,
    unknownBlockStyle: withBlockAttribute(
      (components.unknownBlockStyle ?? defaultComponents.unknownBlockStyle) as BlockRender,
    ) as PortableTextBlockComponent,
  };
}
