import { author } from "./author";
import { blockContent } from "./block-content";
import { mainImage } from "./main-image";
import { post } from "./post";

/** For a Studio's sanity.config.ts: `schema: { types: schemaTypes }`. */
export const schemaTypes = [post, author, mainImage, blockContent];
