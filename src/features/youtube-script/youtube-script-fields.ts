import type { ScriptFieldSpec } from "../script-generators/script-fields";
import { type YoutubeScriptForm, youtubeDurations, youtubeTones, youtubeVideoTypes } from "./youtube-script-options";

/** The YouTube generator's fields, in order; topic, video type and duration are required. */
export const youtubeScriptFields: ReadonlyArray<ScriptFieldSpec<YoutubeScriptForm>> = [
  {
    name: "topic",
    id: "yt-topic",
    kind: "text",
    label: "Video Topic",
    required: true,
    placeholder: "e.g. How to onboard new users in 5 minutes",
  },
  {
    name: "videoType",
    id: "yt-video-type",
    kind: "select",
    label: "Video Type",
    required: true,
    placeholder: "Select a video type",
    options: youtubeVideoTypes,
  },
  {
    name: "duration",
    id: "yt-duration",
    kind: "select",
    label: "Video Duration",
    required: true,
    placeholder: "Select a duration",
    options: youtubeDurations,
  },
  {
    name: "audience",
    id: "yt-audience",
    kind: "text",
    label: "Target Audience",
    placeholder: "e.g. SaaS founders, beginner designers",
  },
  { name: "tone", id: "yt-tone", kind: "select", label: "Tone", placeholder: "Select a tone", options: youtubeTones },
  {
    name: "keyPoints",
    id: "yt-key-points",
    kind: "textarea",
    label: "Key Points",
    hint: "One point per line.",
    rows: 4,
  },
];
