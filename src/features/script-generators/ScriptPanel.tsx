import styled from "@emotion/styled";
import * as React from "react";

import { mq } from "../../theme/media";
import { Card } from "../../components/ui/Card";
import { colors, fontSizes, fonts, lineHeights, radii, sizes, space } from "../../theme/tokens";

interface ScriptPanelProps {
  script: string | null;
  /** The copy and download buttons, shown once a script exists. */
  actions: React.ReactNode;
}

/** The generated script as preformatted text that wraps, or a placeholder until there is one. */
export function ScriptPanel({ script, actions }: ScriptPanelProps): React.ReactElement {
  return (
    <Card as="section" outlined aria-labelledby="generated-script-heading">
      <Header>
        <Heading id="generated-script-heading">Generated Script</Heading>
        {script ? actions : null}
      </Header>
      {script ? (
        <Script data-testid="generated-script">{script}</Script>
      ) : (
        <Placeholder>Configure your script and click &ldquo;Generate Script&rdquo; to see it here.</Placeholder>
      )}
    </Card>
  );
}

/** Form and script side by side from the large breakpoint, stacked below it. */
export const GeneratorColumns = styled.div`
  display: grid;
  gap: ${space[5]};
  max-width: ${sizes.content};
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[7]};
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[4]};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xl};
`;

const Script = styled.pre`
  margin: 0;
  padding: ${space[4]};
  border-radius: ${radii.md};
  background: ${colors.paperAlt};
  font-family: ${fonts.mono};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;
`;

const Placeholder = styled.p`
  margin: 0;
  padding: ${space[7]} ${space[4]};
  border: 2px dashed ${colors.line};
  border-radius: ${radii.md};
  color: ${colors.inkMuted};
  text-align: center;
`;
