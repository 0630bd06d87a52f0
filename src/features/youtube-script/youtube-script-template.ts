import {
  keyPointLines,
  type PlacedSection,
  placeSections,
  renderSections,
  scriptDate,
} from "../script-generators/script-timeline";
import { type YoutubeScriptForm, youtubeDurations } from "./youtube-script-options";
import { defaultAudienceText, tonePhrasing, typePhrasing, youtubeHook, youtubeHooks } from "./youtube-script-phrasing";

export interface ScriptSources {
  /** Returns a number in [0, 1); picks the hook. */
  random?: () => number;
  /** The generation time printed in the header. */
  now?: () => Date;
}

const hookEndSeconds = 15;
const introEndSeconds = 30;

/** Index of the hook a random number in [0, 1) picks; out-of-range numbers are clamped. */
export function hookIndex(randomValue: number): number {
  const index = Math.floor(randomValue * youtubeHooks.length);
  return Math.min(youtubeHooks.length - 1, Math.max(0, Number.isFinite(index) ? index : 0));
}

/** Planned running time in seconds; an unknown duration plans for the shortest range. */
export function youtubeTargetSeconds(duration: string): number {
  const match = youtubeDurations.find((option) => option.value === duration) ?? youtubeDurations[0];
  return match.targetMinutes * 60;
}

/**
 * A YouTube script built in the browser: header, a random hook at 0:00-0:15,
 * the intro at 0:15-0:30, one body section per key point and a close, with time
 * marks that end at the planned running time.
 */
export function youtubeScript(form: YoutubeScriptForm, sources: ScriptSources = {}): string {
  const random = sources.random ?? Math.random;
  const now = sources.now ?? (() => new Date());
  const topic = form.topic.trim();
  const type = typePhrasing(form.videoType);
  const tone = tonePhrasing(form.tone);
  const durationLabel = youtubeDurations.find((option) => option.value === form.duration)?.label ?? form.duration;
  const points = keyPointLines(form.keyPoints);
  const bodyPoints = points.length > 0 ? points : type.defaultPoints;
  const targetSeconds = youtubeTargetSeconds(form.duration);

  const header = [
    `YOUTUBE SCRIPT: ${topic}`,
    `Video type: ${type.label}`,
    `Duration: ${durationLabel}`,
    `Target audience: ${form.audience.trim() || defaultAudienceText}`,
    `Tone: ${tone.text}`,
    `Generated: ${scriptDate(now())}`,
  ].join("\n");

  const opening: PlacedSection[] = [
    { heading: "HOOK", start: 0, end: hookEndSeconds, body: [youtubeHook(hookIndex(random()), topic)] },
    { heading: "INTRO", start: hookEndSeconds, end: introEndSeconds, body: [tone.intro(topic), type.promise] },
  ];

  const body = placeSections(
    [
      ...bodyPoints.map((point, index) => ({
        heading: type.heading(index + 1, point),
        weight: 3,
        body: type.lines(point),
      })),
      {
        heading: "CLOSE",
        weight: 1,
        body: [
          `Quick recap: ${bodyPoints.join("; ")}.`,
          "If this video helped you, give it a like, subscribe, and tell me in the comments what you want to see next.",
          "See you in the next one!",
        ],
      },
    ],
    introEndSeconds,
    targetSeconds,
  );

  return `${header}\n\n${renderSections([...opening, ...body])}\n`;
}
