/** The YouTube generator's form: its values and their options (the fields themselves: youtube-script-fields.ts). */

export interface YoutubeScriptForm {
  topic: string;
  videoType: string;
  duration: string;
  audience: string;
  tone: string;
  keyPoints: string;
}

export const emptyYoutubeScriptForm: YoutubeScriptForm = {
  topic: "",
  videoType: "",
  duration: "",
  audience: "",
  tone: "",
  keyPoints: "",
};

export const youtubeVideoTypes = [
  { value: "tutorial", label: "Tutorial" },
  { value: "educational", label: "Educational" },
  { value: "review", label: "Review" },
  { value: "entertainment", label: "Entertainment" },
  { value: "vlog", label: "Vlog" },
  { value: "interview", label: "Interview" },
  { value: "listicle", label: "Listicle" },
] as const;

export type YoutubeVideoType = (typeof youtubeVideoTypes)[number]["value"];

/** Each duration plans the script for `targetMinutes`, which sits inside the range. */
export const youtubeDurations = [
  { value: "3-5", label: "3-5 minutes", minMinutes: 3, maxMinutes: 5, targetMinutes: 4 },
  { value: "5-8", label: "5-8 minutes", minMinutes: 5, maxMinutes: 8, targetMinutes: 6 },
  { value: "8-12", label: "8-12 minutes", minMinutes: 8, maxMinutes: 12, targetMinutes: 10 },
  { value: "12-15", label: "12-15 minutes", minMinutes: 12, maxMinutes: 15, targetMinutes: 14 },
  { value: "15+", label: "15+ minutes", minMinutes: 15, maxMinutes: Infinity, targetMinutes: 18 },
] as const;

export const youtubeTones = [
  { value: "professional", label: "Professional" },
  { value: "casual", label: "Casual" },
  { value: "energetic", label: "Energetic" },
  { value: "educational", label: "Educational" },
  { value: "conversational", label: "Conversational" },
] as const;

export type YoutubeTone = (typeof youtubeTones)[number]["value"];

export const youtubeMissingFieldsMessage = "Please fill in the topic, video type, and duration fields.";

export const youtubeGeneratedToast = {
  title: "Script Generated!",
  description: "Your YouTube script has been created successfully.",
};

/** The copy toast addresses the visitor by name (error catalogue, section 8). */
export const youtubeActionToasts = {
  copied: (name: string) => ({
    title: "Script Copied!",
    description: `Thanks, ${name}! Your YouTube script has been copied to your clipboard.`,
  }),
  downloaded: (name: string) => ({
    title: "Download Started!",
    description: `Thank you, ${name}! Your script is downloading now.`,
  }),
};
