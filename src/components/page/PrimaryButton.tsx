import styled from "@emotion/styled";

import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

/** The site's main call-to-action button look; features extend it. */
export const PrimaryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: ${space[3]} ${space[5]};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.brand};
  color: ${colors.paper};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${colors.brandStrong};
  }
`;
