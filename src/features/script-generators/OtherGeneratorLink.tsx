import styled from "@emotion/styled";
import { Link } from "gatsby";
import * as React from "react";

import { colors, sizes, space } from "../../theme/tokens";

interface OtherGeneratorLinkProps {
  text: string;
  label: string;
  to: string;
}

/** The line under each generator that leads to the other one. */
export function OtherGeneratorLink({ text, label, to }: OtherGeneratorLinkProps): React.ReactElement {
  return (
    <Aside>
      {text} <Link to={to}>{label}</Link>
    </Aside>
  );
}

const Aside = styled.p`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[7]};
  color: ${colors.inkMuted};
`;
