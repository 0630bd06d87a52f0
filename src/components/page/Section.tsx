import styled from "@emotion/styled";

import { sizes, space } from "../../theme/tokens";

/** A centred page section with the site's content width and gutters. */
export const Section = styled.section`
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: ${space[5]} ${space[4]};
`;
