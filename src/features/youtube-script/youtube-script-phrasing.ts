import { asSentenceEnd } from "../script-generators/script-timeline";
import type { YoutubeTone, YoutubeVideoType } from "./youtube-script-options";

/** The four hooks; the template picks one at random. */
export const youtubeHooks: ReadonlyArray<(topic: string) => string> = [
  (topic) => `Did you know most people get ${topic} wrong? In the next few minutes, I'll show you how to get it right.`,
  (topic) =>
    `What if everything you knew about ${topic} was only half the story? Stick around, because the other half changes everything.`,
  (topic) => `If ${topic} matters to you, don't scroll away: the next few minutes will change how you think about it.`,
  (topic) => `Here's the one thing about ${topic} nobody tells you, and it's the reason this video exists.`,
];

/** The hook at `index` (0-3) about `topic`. */
export function youtubeHook(index: number, topic: string): string {
  const hook = youtubeHooks[index] ?? youtubeHooks[0];
  return hook ? hook(topic) : topic;
}

export const defaultToneText = "Professional and engaging";
export const defaultAudienceText = "General audience";

interface TonePhrasing {
  text: string;
  intro: (topic: string) => string;
}

const defaultTone: TonePhrasing = {
  text: defaultToneText,
  intro: (topic) => `Hey everyone, welcome back to the channel! Today we're talking about ${topic}.`,
};

const tones: Record<YoutubeTone, TonePhrasing> = {
  professional: {
    text: "Professional and authoritative",
    intro: (topic) =>
      `Welcome. In this video we'll cover ${topic} in a clear, structured way you can put to work right away.`,
  },
  casual: {
    text: "Casual and friendly",
    intro: (topic) => `Hey, what's up everyone! Grab a coffee, because today we're chatting about ${topic}.`,
  },
  energetic: {
    text: "Energetic and enthusiastic",
    intro: (topic) => `Let's go! Today we're diving headfirst into ${topic}, and this one is going to be good!`,
  },
  educational: {
    text: "Educational and informative",
    intro: (topic) =>
      `Welcome back. Today's lesson is ${topic}: by the end you'll know how it works and why it matters.`,
  },
  conversational: {
    text: "Conversational and relatable",
    intro: (topic) => `So, I've been thinking a lot about ${topic} lately, and I want to talk it through with you.`,
  },
};

/** An unknown or empty tone gets the default 'Professional and engaging' phrasing. */
export function tonePhrasing(tone: string): TonePhrasing {
  return (tones as Record<string, TonePhrasing | undefined>)[tone] ?? defaultTone;
}

interface TypePhrasing {
  label: string;
  promise: string;
  defaultPoints: string[];
  heading: (index: number, point: string) => string;
  lines: (point: string) => string[];
}

const numbered = (word: string) => (index: number, point: string) => `${word} ${index}: ${point}`;

const types: Record<YoutubeVideoType, TypePhrasing> = {
  tutorial: {
    label: "Tutorial",
    promise: "Follow along step by step; everything you need is linked in the description.",
    defaultPoints: ["Set up what you need", "Do the core task", "Check the result and fix common issues"],
    heading: numbered("STEP"),
    lines: (point) => [
      `Show on screen: ${asSentenceEnd(point)}`,
      "Call out the most common mistake at this step and how to avoid it.",
    ],
  },
  educational: {
    label: "Educational",
    promise: "We'll go from the basics to the details, with an example for every idea.",
    defaultPoints: ["The core idea", "How it works in practice", "Common misconceptions"],
    heading: numbered("LESSON"),
    lines: (point) => [
      `Explain in plain language: ${asSentenceEnd(point)}`,
      "Give one concrete example, and put the key idea on screen in one line.",
    ],
  },
  review: {
    label: "Review",
    promise: "I'll give you my honest verdict, the good and the bad, so you can decide for yourself.",
    defaultPoints: ["First impressions", "Features and performance", "Price and value"],
    heading: numbered("VERDICT"),
    lines: (point) => [
      `Rate it: ${asSentenceEnd(point)}`,
      "Say what works, what doesn't, and who it suits; cut to close-up B-roll that backs up the verdict.",
    ],
  },
  entertainment: {
    label: "Entertainment",
    promise: "Buckle up: this one has a twist you won't see coming.",
    defaultPoints: ["The setup", "The twist", "The payoff"],
    heading: numbered("SEGMENT"),
    lines: (point) => [
      `Build up to this moment and land it: ${asSentenceEnd(point)}`,
      "Cut to a reaction shot or a quick gag to reset the energy.",
    ],
  },
  vlog: {
    label: "Vlog",
    promise: "Come along with me and I'll show you how it really went.",
    defaultPoints: ["Where the day starts", "The main moment", "Looking back"],
    heading: numbered("SCENE"),
    lines: (point) => [
      `Film it as it happens: ${asSentenceEnd(point)}`,
      "Talk straight to camera: how it felt, and one honest thought the audience can relate to.",
    ],
  },
  interview: {
    label: "Interview",
    promise: "My guest today has been there and done it, and holds nothing back.",
    defaultPoints: [
      "How did you get started?",
      "What is the biggest lesson you've learned?",
      "What advice would you give our viewers?",
    ],
    heading: numbered("QUESTION"),
    lines: (point) => [
      `Ask your guest: ${asSentenceEnd(point)}`,
      "Follow up by asking for a specific story or example.",
    ],
  },
  listicle: {
    label: "Listicle",
    promise: "Stay until the end, because the last one on the list is the best.",
    defaultPoints: ["The quick win", "The overlooked one", "The game changer"],
    heading: (index, point) => `#${index}: ${point}`,
    lines: (point) => [
      `Why it earns its place on the list: ${asSentenceEnd(point)}`,
      "Show a quick example on screen.",
    ],
  },
};

/** An unknown video type is written as a tutorial. */
export function typePhrasing(videoType: string): TypePhrasing {
  return (types as Record<string, TypePhrasing | undefined>)[videoType] ?? types.tutorial;
}
