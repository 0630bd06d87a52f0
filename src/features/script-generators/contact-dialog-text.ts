import type { ToastInput } from "../../components/toast/toast-store";
import { type ContactRefusal, emailMaxLength, nameMaxLength } from "./script-contact-rules";

export type ScriptAction = "copy" | "download";

export interface ContactDialogText {
  title: string;
  description: string;
  confirm: string;
  pending: string;
  missing: string;
}

/** The copy and download dialogs' words; `missing` is the spec's message for an empty name or email. */
export const contactDialogText: Record<ScriptAction, ContactDialogText> = {
  copy: {
    title: "Copy Script",
    description: "Enter your name and email and we'll copy the script to your clipboard.",
    confirm: "Copy Script",
    pending: "Copying...",
    missing: "Please enter your name and email to copy the script.",
  },
  download: {
    title: "Download Script",
    description: "Enter your name and email and we'll download the script as a text file.",
    confirm: "Download Script",
    pending: "Downloading...",
    missing: "Please enter your name and email to download the script.",
  },
};

/** What the dialog says about a name or email it refuses for a reason beyond the spec's "missing". */
export const contactRuleText: Record<Exclude<ContactRefusal, "missing">, string> = {
  nameTooLong: `Please shorten your name to ${nameMaxLength} characters or fewer.`,
  nameControl: "Your name contains a tab, line break or other control character. Please remove it.",
  emailTooLong: `Please use an email address of ${emailMaxLength} characters or fewer.`,
  emailFormat: "Please enter a complete email address, like name@example.com.",
};

/** The success toasts a generator shows after a copy or download. */
export interface ScriptActionToasts {
  copied: (name: string) => ToastInput;
  downloaded: (name: string) => ToastInput;
}

export const copyFailedToast: ToastInput = {
  title: "Copy Failed",
  description: "Your browser blocked clipboard access. Select the script text and copy it yourself.",
  variant: "destructive",
};

export const downloadFailedToast: ToastInput = {
  title: "Download Failed",
  description: "Your browser blocked the download. Select the script text and copy it instead.",
  variant: "destructive",
};
