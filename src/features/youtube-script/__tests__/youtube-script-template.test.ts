import { expectContiguous, timeMarks } from "../../script-generators/__tests__/time-marks";
import {
  emptyYoutubeScriptForm,
  type YoutubeScriptForm,
  youtubeDurations,
  youtubeTones,
  youtubeVideoTypes,
} from "../youtube-script-options";
import { youtubeHook, youtubeHooks } from "../youtube-script-phrasing";
import { hookIndex, youtubeScript } from "../youtube-script-template";

const fixed = { random: () => 0, now: () => new Date("2026-05-01T09:00:00Z") };

const form = (overrides: Partial<YoutubeScriptForm> = {}): YoutubeScriptForm => ({
  ...emptyYoutubeScriptForm,
  topic: "Onboarding Emails",
  videoType: "tutorial",
  duration: "8-12",
  ...overrides,
});

describe("youtubeScript header", () => {
  it("names the topic, type, duration and date, with the default audience and tone", () => {
    const script = youtubeScript(form(), fixed);
    expect(script).toContain("YOUTUBE SCRIPT: Onboarding Emails\n");
    expect(script).toContain("Video type: Tutorial\n");
    expect(script).toContain("Duration: 8-12 minutes\n");
    expect(script).toContain("Target audience: General audience\n");
    expect(script).toContain("Tone: Professional and engaging\n");
    expect(script).toContain("Generated: 2026-05-01\n");
  });

  it("uses the audience given", () => {
    expect(youtubeScript(form({ audience: "  SaaS founders " }), fixed)).toContain("Target audience: SaaS founders\n");
  });
});

describe("the hook", () => {
  it.each([
    [0, 0],
    [0.24, 0],
    [0.25, 1],
    [0.5, 2],
    [0.999, 3],
    [1, 3],
    [-0.5, 0],
    [Number.NaN, 0],
  ])("random %p picks hook %i", (value, index) => {
    expect(hookIndex(value)).toBe(index);
  });

  it("is one of the four variants, in the 0:00-0:15 section, and the random source decides which", () => {
    const hooks = [0, 0.3, 0.6, 0.9].map((value) => {
      const script = youtubeScript(form(), { ...fixed, random: () => value });
      const hook = script.split("[HOOK - 0:00-0:15]\n")[1]?.split("\n")[0] ?? "";
      expect(youtubeHooks.map((variant) => variant("Onboarding Emails"))).toContain(hook);
      return hook;
    });
    expect(new Set(hooks).size).toBe(4);
    expect(hooks[2]).toBe(youtubeHook(2, "Onboarding Emails"));
  });
});

describe("video types", () => {
  const headings: Record<string, string> = {
    tutorial: "STEP 1: Write the subject line",
    educational: "LESSON 1: Write the subject line",
    review: "VERDICT 1: Write the subject line",
    entertainment: "SEGMENT 1: Write the subject line",
    vlog: "SCENE 1: Write the subject line",
    interview: "QUESTION 1: Write the subject line",
    listicle: "#1: Write the subject line",
  };

  it.each(youtubeVideoTypes.map((type) => [type.value, type.label]))(
    "%s: its label in the header and one body section per key point",
    (value, label) => {
      const script = youtubeScript(
        form({ videoType: value, keyPoints: "Write the subject line\n\nPick the send time" }),
        fixed,
      );
      expect(script).toContain(`Video type: ${label}\n`);
      const marks = timeMarks(script).map((mark) => mark.heading);
      expect(marks).toEqual([
        "HOOK",
        "INTRO",
        headings[value],
        expect.stringMatching(/2: Pick the send time$/),
        "CLOSE",
      ]);
    },
  );

  it("writes three default sections when no key points are given", () => {
    const marks = timeMarks(youtubeScript(form({ videoType: "listicle" }), fixed)).map((mark) => mark.heading);
    expect(marks).toEqual([
      "HOOK",
      "INTRO",
      "#1: The quick win",
      "#2: The overlooked one",
      "#3: The game changer",
      "CLOSE",
    ]);
  });

  it("writes an unknown type as a tutorial", () => {
    const script = youtubeScript(form({ videoType: "podcast" }), fixed);
    expect(script).toContain("Video type: Tutorial\n");
    expect(script).toContain("[STEP 1: Set up what you need");
  });
});

describe("durations", () => {
  it.each(youtubeDurations.map((duration) => [duration.value, duration]))(
    "%s: hook 0:00-0:15, intro 0:15-0:30, then marks that end inside the range",
    (value, duration) => {
      const script = youtubeScript(form({ duration: value, keyPoints: "One\nTwo\nThree\nFour" }), fixed);
      const marks = timeMarks(script);
      expect(script).toContain(`Duration: ${duration.label}\n`);
      expect(marks.slice(0, 2)).toEqual([
        { heading: "HOOK", start: 0, end: 15 },
        { heading: "INTRO", start: 15, end: 30 },
      ]);
      expectContiguous(marks);
      const end = marks.at(-1)?.end ?? 0;
      expect(end).toBeGreaterThanOrEqual(duration.minMinutes * 60);
      expect(end).toBeLessThanOrEqual(duration.maxMinutes * 60);
    },
  );
});

describe("tones", () => {
  const expected: Record<string, [string, string]> = {
    professional: ["Professional and authoritative", "Welcome. In this video we'll cover Onboarding Emails"],
    casual: ["Casual and friendly", "Grab a coffee, because today we're chatting about Onboarding Emails."],
    energetic: ["Energetic and enthusiastic", "Let's go! Today we're diving headfirst into Onboarding Emails"],
    educational: ["Educational and informative", "Today's lesson is Onboarding Emails"],
    conversational: ["Conversational and relatable", "I've been thinking a lot about Onboarding Emails lately"],
  };

  it.each(youtubeTones.map((tone) => tone.value))("%s sets the tone line and the intro", (tone) => {
    const [text, intro] = expected[tone] ?? ["", ""];
    const script = youtubeScript(form({ tone }), fixed);
    expect(script).toContain(`Tone: ${text}\n`);
    expect(script.split("[INTRO - 0:15-0:30]\n")[1]).toContain(intro);
  });

  it("no tone: 'Professional and engaging' and the channel welcome", () => {
    const script = youtubeScript(form({ tone: "" }), fixed);
    expect(script).toContain("Tone: Professional and engaging\n");
    expect(script).toContain("Hey everyone, welcome back to the channel! Today we're talking about Onboarding Emails.");
  });
});

describe("odd input", () => {
  it("keeps a 10,000-character topic, emoji and markup as plain text without throwing", () => {
    const topic = `${"x".repeat(10000)} 🎬 <script>alert(1)</script>`;
    const script = youtubeScript(
      form({ topic, keyPoints: "<b>bold</b>\n😀 smile", audience: "<img src=x onerror=alert(1)>" }),
      fixed,
    );
    expect(script).toContain(`YOUTUBE SCRIPT: ${topic}\n`);
    expect(script).toContain("STEP 1: <b>bold</b>");
    expect(script).toContain("Target audience: <img src=x onerror=alert(1)>");
  });

  it("is the same script for the same sources", () => {
    expect(youtubeScript(form(), fixed)).toBe(youtubeScript(form(), fixed));
  });
});
