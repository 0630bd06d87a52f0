import { asSentenceEnd, type TimedSection } from "../script-generators/script-timeline";
import type { GeneralScriptType, GeneralTone } from "./general-script-options";

/** What every structure gets to work with, defaults already applied. */
export interface ScriptFacts {
  title: string;
  /** The audience as named in running text ("your audience" when none was given). */
  audience: string;
  objective: string;
  points: string[];
  callToAction: string;
  opening: string;
}

interface Structure {
  label: string;
  defaultPoints: string[];
  defaultCallToAction: string;
  sections: (facts: ScriptFacts) => TimedSection[];
}

const numberedList = (points: string[]) => points.map((point, index) => `${index + 1}. ${point}`);

const presentation: Structure = {
  label: "Presentation",
  defaultPoints: ["The situation today", "What we propose", "What happens next"],
  defaultCallToAction: "Thank you for listening. Reach out with any questions after the session.",
  sections: (f) => [
    {
      heading: "OPENING",
      weight: 2,
      body: [
        f.opening,
        `Why this matters to ${f.audience}: connect ${f.title} to a problem they already feel.`,
        `Objective: ${f.objective}`,
      ],
    },
    { heading: "AGENDA", weight: 1, body: ["Here's what we'll cover today:", ...numberedList(f.points)] },
    ...f.points.map((point, index) => ({
      heading: `POINT ${index + 1}: ${point}`,
      weight: 3,
      body: [
        `Make the point: ${asSentenceEnd(point)}`,
        "Support it with one fact, example or story.",
        "Transition: link this point to the next one.",
      ],
    })),
    { heading: "SUMMARY", weight: 1, body: [`To sum up: ${f.points.join("; ")}.`] },
    { heading: "CALL TO ACTION", weight: 1, body: [f.callToAction] },
    {
      heading: "Q&A",
      weight: 2,
      body: ["Invite questions. Have two answers ready for the questions you expect most."],
    },
  ],
};

const sales: Structure = {
  label: "Sales Pitch",
  defaultPoints: ["Saves time every week", "Pays for itself quickly", "Easy to get started"],
  defaultCallToAction: "Book a call today and we'll show you how it works for your team.",
  sections: (f) => [
    {
      heading: "HOOK",
      weight: 1,
      body: [f.opening, `What would change for ${f.audience} if ${f.title} simply worked?`],
    },
    {
      heading: "THE PROBLEM",
      weight: 2,
      body: ["Describe the pain in your audience's own words.", "Put a number on the cost of doing nothing."],
    },
    { heading: "THE SOLUTION", weight: 2, body: [`Introduce ${f.title} as the answer.`, `Objective: ${f.objective}`] },
    ...f.points.map((point, index) => ({
      heading: `BENEFIT ${index + 1}: ${point}`,
      weight: 2,
      body: [
        `The benefit: ${asSentenceEnd(point)}`,
        "Show how it makes their day better, backed by a number, a demo or a customer quote.",
      ],
    })),
    { heading: "PROOF", weight: 1, body: ["Share one customer result in their own words."] },
    { heading: "OBJECTIONS", weight: 1, body: ["Answer the two objections you hear most before anyone raises them."] },
    {
      heading: "CALL TO ACTION",
      weight: 1,
      body: [f.callToAction, "Make the next step specific, easy and time-bound."],
    },
  ],
};

const educational: Structure = {
  label: "Educational Content",
  defaultPoints: ["The core concept", "A worked example", "Common mistakes to avoid"],
  defaultCallToAction: "Put what you learned into practice this week, then come back for the next lesson.",
  sections: (f) => [
    {
      heading: "INTRODUCTION",
      weight: 1,
      body: [f.opening, "By the end of this session you will be able to:", ...numberedList(f.points)],
    },
    {
      heading: "WHY IT MATTERS",
      weight: 1,
      body: [`Explain why ${f.title} matters to ${f.audience}.`, `Objective: ${f.objective}`],
    },
    ...f.points.map((point, index) => ({
      heading: `LESSON ${index + 1}: ${point}`,
      weight: 3,
      body: [
        `Explain in plain language: ${asSentenceEnd(point)}`,
        "Walk through one example step by step.",
        "Check understanding: ask the audience one question about it.",
      ],
    })),
    { heading: "RECAP", weight: 1, body: [`Key takeaways: ${f.points.join("; ")}.`] },
    { heading: "PRACTICE AND NEXT STEPS", weight: 1, body: [f.callToAction] },
  ],
};

const webinar: Structure = {
  label: "Webinar",
  defaultPoints: ["Where the market is heading", "A live walkthrough", "How to apply it tomorrow"],
  defaultCallToAction: "Register for our next session, and watch your inbox for the recording.",
  sections: (f) => [
    {
      heading: "WELCOME AND HOUSEKEEPING",
      weight: 1,
      body: [
        f.opening,
        "Questions go in the chat; we'll answer them live at the end.",
        "Everyone registered gets the recording.",
      ],
    },
    {
      heading: "ABOUT YOUR HOST",
      weight: 1,
      body: [`Who you are and why ${f.audience} should listen to you on ${f.title}.`],
    },
    { heading: "AGENDA", weight: 1, body: [`Objective: ${f.objective}`, ...numberedList(f.points)] },
    ...f.points.map((point, index) => ({
      heading: `SEGMENT ${index + 1}: ${point}`,
      weight: 4,
      body: [
        `Teach with slides or a live demo: ${asSentenceEnd(point)}`,
        "Run a quick poll or ask for reactions in the chat.",
      ],
    })),
    {
      heading: "LIVE Q&A",
      weight: 3,
      body: ["Take questions from the chat; start with a prepared one if it's quiet."],
    },
    { heading: "CLOSING AND CALL TO ACTION", weight: 1, body: [f.callToAction, "Thank everyone for their time."] },
  ],
};

const structures: Record<GeneralScriptType, Structure> = { presentation, sales, educational, webinar };

/** An unknown script type uses the presentation structure. */
export function scriptStructure(scriptType: string): Structure {
  return (structures as Record<string, Structure | undefined>)[scriptType] ?? presentation;
}

interface TonePhrasing {
  text: string;
  delivery: string;
  opening: (title: string) => string;
}

const tones: Record<GeneralTone, TonePhrasing> = {
  professional: {
    text: "Professional",
    delivery: "Keep the language precise and the pace steady.",
    opening: (title) => `Good day, everyone. Thank you for joining me to talk about ${title}.`,
  },
  casual: {
    text: "Casual & Friendly",
    delivery: "Talk like you would to a friend: short sentences and a smile in your voice.",
    opening: (title) => `Hi everyone, great to have you here! Let's talk about ${title}.`,
  },
  authoritative: {
    text: "Authoritative",
    delivery: "State facts with confidence, back every claim with evidence, and avoid hedging.",
    opening: (title) => `${title} matters more than most people realise, and today I'll show you why.`,
  },
  conversational: {
    text: "Conversational",
    delivery: "Ask questions, pause for answers, and say 'you' and 'we' often.",
    opening: (title) => `Let me ask you something: when did you last think seriously about ${title}?`,
  },
  inspiring: {
    text: "Inspiring & Motivational",
    delivery: "Build energy toward the close, tell vivid stories, and end on a high.",
    opening: (title) => `Every big change starts with one decision, and today that decision is about ${title}.`,
  },
};

/** An empty or unknown tone reads as professional. */
export function generalTonePhrasing(tone: string): TonePhrasing {
  return (tones as Record<string, TonePhrasing | undefined>)[tone] ?? tones.professional;
}
