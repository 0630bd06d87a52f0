import styled from "@emotion/styled";
import * as React from "react";

import { Button } from "../ui/Button";

const loadContent = () => import("./VideoDialogContent");
const VideoDialogContent = React.lazy(loadContent);

interface VideoDialogProps {
  mediaId: string;
  title: string;
  description: string;
  /** The visible text of the button that opens the dialog. */
  triggerLabel: string;
}

/**
 * A button that opens a video in a modal. The dialog's code is fetched on
 * intent (hover, focus) or on the first click; the provider's scripts load
 * only once the dialog is open.
 */
export function VideoDialog({ mediaId, title, description, triggerLabel }: VideoDialogProps): React.ReactElement {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadContent();
  return (
    <>
      <WatchButton
        ref={buttonRef}
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {triggerLabel}
      </WatchButton>
      {mounted ? (
        <React.Suspense fallback={null}>
          <VideoDialogContent
            mediaId={mediaId}
            title={title}
            description={description}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}

const WatchButton = styled(Button)`
  margin-top: auto;
`;
