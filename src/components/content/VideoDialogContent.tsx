import * as React from "react";

import { DialogPanel } from "../ui/DialogPanel";
import { HostedVideo } from "../video/HostedVideo";

export interface VideoDialogContentProps {
  mediaId: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement>;
}

/** The dialog itself (Radix), in its own chunk: loaded on the first open or on intent. */
export default function VideoDialogContent(props: VideoDialogContentProps): React.ReactElement {
  const { mediaId, title, description, open, onOpenChange, returnFocusTo } = props;
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel="Close video"
      returnFocus={() => returnFocusTo.current?.focus()}
    >
      <HostedVideo mediaId={mediaId} title={title} loading="eager" />
    </DialogPanel>
  );
}
