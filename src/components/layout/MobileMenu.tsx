import styled from "@emotion/styled";
import * as React from "react";

import { useDismiss } from "../../hooks/use-dismiss";
import { mq } from "../../theme/media";
import { colors, radii, shadows, sizes, space, zIndices } from "../../theme/tokens";

const loadPanel = (): Promise<typeof import("./MobileMenuPanel")> => import("./MobileMenuPanel");
const MobileMenuPanel = React.lazy(loadPanel);

/** The toggle menu below the lg breakpoint. Escape, a click outside or any link closes it. */
export function MobileMenu(): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);
  const close = React.useCallback(() => setOpen(false), []);
  useDismiss(open, close, panelRef, toggleRef);
  const prefetch = (): void => {
    void loadPanel().catch(() => undefined);
  };

  return (
    <Wrapper>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Bars aria-hidden="true">
          <span />
          <span />
          <span />
        </Bars>
      </Toggle>
      <Panel id="mobile-menu" ref={panelRef} hidden={!open}>
        {open ? (
          <React.Suspense fallback={null}>
            <MobileMenuPanel onNavigate={close} />
          </React.Suspense>
        ) : null}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  ${mq.lg} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};
  cursor: pointer;
`;

const Bars = styled.span`
  display: grid;
  gap: 4px;
  span {
    display: block;
    width: 20px;
    height: 2px;
    background: ${colors.ink};
  }
`;

const Panel = styled.div`
  position: fixed;
  top: ${sizes.headerHeight};
  right: 0;
  left: 0;
  z-index: ${zIndices.dropdown};
  max-height: calc(100vh - ${sizes.headerHeight});
  overflow-y: auto;
  padding: ${space[4]};
  background: ${colors.paper};
  border-top: 1px solid ${colors.line};
  box-shadow: ${shadows.raised};
`;
