import styled from "@emotion/styled";
import * as React from "react";

import { whatsappGroupUrl } from "../../config/backend";
import { colors, fontSizes, fontWeights, radii, space } from "../../theme/tokens";

/** The last screen: the group invite opens in a new tab and the dialog closes and resets. */
export function LeadSuccess({ onDone }: { onDone: () => void }): React.ReactElement {
  const button = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => button.current?.focus(), []);

  const join = () => {
    window.open(whatsappGroupUrl, "_blank", "noopener,noreferrer");
    onDone();
  };

  return (
    <div>
      <Message>Você receberá as próximas informações do evento pelo grupo. Nos vemos lá!</Message>
      <JoinButton ref={button} type="button" onClick={join}>
        Entrar na Comunidade VIP
      </JoinButton>
    </div>
  );
}

const Message = styled.p`
  margin: 0 0 ${space[5]};
  font-size: ${fontSizes.md};
`;

const JoinButton = styled.button`
  width: 100%;
  min-height: 3rem;
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.success};
  color: ${colors.paper};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;
`;
