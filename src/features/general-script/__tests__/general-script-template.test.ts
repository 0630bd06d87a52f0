import { expectContiguous, timeMarks } from "../../script-generators/__tests__/time-marks";
import {
  emptyGeneralScriptForm,
  type GeneralScriptForm,
  generalDurations,
  generalScriptTypes,
  generalTones,
} from "../general-script-options";
import { generalScript } from "../general-script-template";

const fixed = { now: () => new Date("2026-05-01T09:00:00Z") };

const form = (overrides: Partial<GeneralScriptForm> = {}): GeneralScriptForm => ({
  ...emptyGeneralScriptForm,
  title: "Q3 Roadmap",
  scriptType: "presentation",
  duration: "15-30",
  ...overrides,
});

const headings = (script: string) => timeMarks(script).map((mark) => mark.heading);

describe("generalScript header", () => {
  it("names the title, type, duration, defaults and date", () => {
    const script = generalScript(form(), fixed);
    expect(script.startsWith("SCRIPT: Q3 Roadmap\n")).toBe(true);
    expect(script).toContain("Script type: Presentation\n");
    expect(script).toContain("Duration: 15-30 minutes\n");
    expect(script).toContain("Target audience: General audience\n");
    expect(script).toContain("Tone: Professional. Keep the language precise and the pace steady.\n");
    expect(script).toContain("Objective: Give the audience a clear understanding of Q3 Roadmap and a reason to act.\n");
    expect(script).toContain("Generated: 2026-05-01\n");
    expect(script).toContain("Why this matters to your audience:");
  });

  it("weaves in the audience, objective and call to action given", () => {
    const script = generalScript(
      form({ audience: "Board members", objective: "Approve the budget", callToAction: "Vote yes on Friday" }),
      fixed,
    );
    expect(script).toContain("Target audience: Board members\n");
    expect(script).toContain("Why this matters to Board members");
    expect(script).toContain("Objective: Approve the budget\n");
    expect(script).toMatch(/\[CALL TO ACTION - [\d:]+-[\d:]+\]\nVote yes on Friday/);
  });
});

describe("script types", () => {
  const points = "Hiring plan\nNew pricing";
  const expected: Record<string, { label: string; headings: string[] }> = {
    presentation: {
      label: "Presentation",
      headings: [
        "OPENING",
        "AGENDA",
        "POINT 1: Hiring plan",
        "POINT 2: New pricing",
        "SUMMARY",
        "CALL TO ACTION",
        "Q&A",
      ],
    },
    sales: {
      label: "Sales Pitch",
      headings: [
        "HOOK",
        "THE PROBLEM",
        "THE SOLUTION",
        "BENEFIT 1: Hiring plan",
        "BENEFIT 2: New pricing",
        "PROOF",
        "OBJECTIONS",
        "CALL TO ACTION",
      ],
    },
    webinar: {
      label: "Webinar",
      headings: [
        "WELCOME AND HOUSEKEEPING",
        "ABOUT YOUR HOST",
        "AGENDA",
        "SEGMENT 1: Hiring plan",
        "SEGMENT 2: New pricing",
        "LIVE Q&A",
        "CLOSING AND CALL TO ACTION",
      ],
    },
    educational: {
      label: "Educational Content",
      headings: [
        "INTRODUCTION",
        "WHY IT MATTERS",
        "LESSON 1: Hiring plan",
        "LESSON 2: New pricing",
        "RECAP",
        "PRACTICE AND NEXT STEPS",
      ],
    },
  };

  it.each(generalScriptTypes.map((type) => [type.value, type.label]))(
    "%s (%s) has its own structure",
    (value, label) => {
      const script = generalScript(form({ scriptType: value, keyPoints: points }), fixed);
      expect(script).toContain(`Script type: ${label}\n`);
      expect(expected[value]?.label).toBe(label);
      expect(headings(script)).toEqual(expected[value]?.headings);
    },
  );

  it("uses the presentation structure for an unknown type", () => {
    const script = generalScript(form({ scriptType: "keynote", keyPoints: points }), fixed);
    expect(script).toContain("Script type: Presentation\n");
    expect(headings(script)).toEqual(expected.presentation?.headings);
  });

  it.each(generalScriptTypes.map((type) => type.value))(
    "%s has default points and call to action when none are given",
    (value) => {
      const script = generalScript(form({ scriptType: value }), fixed);
      const numbered = headings(script).filter((heading) => /^[A-Z]+ \d+: /.test(heading));
      expect(numbered).toHaveLength(3);
      expect(script).not.toMatch(/\]\n\n/);
    },
  );
});

describe("durations", () => {
  it.each(generalDurations.map((duration) => [duration.value, duration]))(
    "%s: marks from 0:00 that end inside the range",
    (value, duration) => {
      for (const type of generalScriptTypes) {
        const script = generalScript(
          form({ duration: value, scriptType: type.value, keyPoints: "A\nB\nC\nD\nE" }),
          fixed,
        );
        const marks = timeMarks(script);
        expect(script).toContain(`Duration: ${duration.label}\n`);
        expectContiguous(marks);
        const end = marks.at(-1)?.end ?? 0;
        expect(end).toBeGreaterThanOrEqual(duration.minMinutes * 60);
        expect(end).toBeLessThanOrEqual(duration.maxMinutes * 60);
      }
    },
  );

  it("prints hours once a script runs past an hour", () => {
    expect(generalScript(form({ duration: "60+" }), fixed)).toMatch(/-1:15:00\]/);
  });
});

describe("tones", () => {
  const expected: Record<string, [string, string]> = {
    professional: ["Professional", "Good day, everyone. Thank you for joining me to talk about Q3 Roadmap."],
    casual: ["Casual & Friendly", "Hi everyone, great to have you here! Let's talk about Q3 Roadmap."],
    authoritative: ["Authoritative", "Q3 Roadmap matters more than most people realise, and today I'll show you why."],
    conversational: ["Conversational", "Let me ask you something: when did you last think seriously about Q3 Roadmap?"],
    inspiring: [
      "Inspiring & Motivational",
      "Every big change starts with one decision, and today that decision is about Q3 Roadmap.",
    ],
  };

  it.each(generalTones.map((tone) => [tone.value, tone.label]))(
    "%s sets the tone line and the opening (%s)",
    (value, label) => {
      const [text, opening] = expected[value] ?? ["", ""];
      expect(text).toBe(label);
      const script = generalScript(form({ tone: value }), fixed);
      expect(script).toContain(`Tone: ${text}. `);
      expect(script).toMatch(new RegExp(`\\[OPENING - 0:00-[\\d:]+\\]\\n${opening.replace(/[?!.]/g, "\\$&")}`));
    },
  );
});

describe("odd input", () => {
  it("keeps a 10,000-character title, emoji and markup as plain text without throwing", () => {
    const title = `${"y".repeat(10000)} 🎤 <script>alert(1)</script>`;
    const script = generalScript(form({ title, keyPoints: "<i>x</i>", callToAction: "😀 <a href=x>go</a>" }), fixed);
    expect(script).toContain(`SCRIPT: ${title}\n`);
    expect(script).toContain("POINT 1: <i>x</i>");
    expect(script).toContain("😀 <a href=x>go</a>");
  });
});
