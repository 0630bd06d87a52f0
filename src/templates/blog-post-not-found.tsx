import type { HeadFC } from "gatsby";
import * as React from "react";

import { PostNotFound, PostNotFoundSeo } from "../components/blog/PostNotFound";

/** Any /blog/... path that is not a post: every host answers 404 with this page (blog/404.html). */
export default function BlogPostNotFoundTemplate(): React.ReactElement {
  return <PostNotFound />;
}

export const Head: HeadFC = () => <PostNotFoundSeo />;
