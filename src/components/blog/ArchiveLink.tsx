import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { routePaths } from "../../config/route-paths";
import { colors, fontWeights, space } from "../../theme/tokens";

/** Below /blog's newest posts: the archive, where every post is listed by month. */
export function ArchiveLink(): React.ReactElement {
  return (
    <More>
      <Link to={routePaths.blogArchive}>
        Every post, month by month<span aria-hidden="true"> →</span>
      </Link>
    </More>
  );
}

const More = styled.p`
  margin: ${space[6]} 0 0;
  text-align: center;
  a {
    color: ${colors.brandStrong};
    font-weight: ${fontWeights.semibold};
  }
`;
