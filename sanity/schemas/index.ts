import { author } from "./author";
import { blockContent } from "./block-content";
import { bodyImage } from "./body-image";
import { mainImage } from "./main-image";
import { post } from "./post";
import { videoEmbed } from "./video-embed";

/** For a Studio's sanity.config.ts: `schema: { types: schemaTypes }`. */
export const schemaTypes = [post, author, mainImage, bodyImage, videoEmbed, blockContent];
