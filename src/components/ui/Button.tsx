import styled from "@emotion/styled";

import { colors, fontSizes, fontWeights, radii, sizes, space } from "../../theme/tokens";

/**
 * primary: the main call to action. light: on a dark band (closing calls to action).
 * secondary: the quiet choice beside a primary one (Cancel). outline: the smaller pill with a
 * strong outline among content (a video's Watch button, the Before/After tabs, filled while
 * its tab is the selected one).
 */
export type ButtonVariant = "primary" | "light" | "secondary" | "outline";

const variants: Record<ButtonVariant, string> = {
  primary: `
    border-color: ${colors.brand};
    background: ${colors.brand};
    color: ${colors.paper};
    &:hover:not(:disabled) {
      border-color: ${colors.brandStrong};
      background: ${colors.brandStrong};
    }
  `,
  light: `
    border-color: ${colors.paper};
    background: ${colors.paper};
    color: ${colors.brandStrong};
  `,
  secondary: `
    border-color: ${colors.brand};
    background: ${colors.paper};
    color: ${colors.brandStrong};
  `,
  outline: `
    min-height: ${sizes.touchTarget};
    padding: ${space[2]} ${space[4]};
    border-width: 2px;
    border-color: ${colors.brand};
    background: ${colors.paper};
    color: ${colors.brand};
    &[data-state="active"] {
      background: ${colors.brand};
      color: ${colors.paper};
    }
  `,
};

/** The site's one button look, in named variants; features extend it only for their layout. */
export const Button = styled.button<{ variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: ${sizes.control};
  padding: ${space[3]} ${space[5]};
  border: 1px solid;
  border-radius: ${radii.pill};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
  ${({ variant = "primary" }) => variants[variant]}
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;
