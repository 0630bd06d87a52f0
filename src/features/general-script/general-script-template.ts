import { keyPointLines, placeSections, renderSections, scriptDate } from "../script-generators/script-timeline";
import { type GeneralScriptForm, generalDurations } from "./general-script-options";
import { generalTonePhrasing, scriptStructure } from "./general-script-structures";

export const defaultGeneralAudience = "General audience";

export interface GeneralScriptSources {
  /** The generation time printed in the header. */
  now?: () => Date;
}

/** Planned running time in seconds; an unknown duration plans for the shortest range. */
export function generalTargetSeconds(duration: string): number {
  const match = generalDurations.find((option) => option.value === duration) ?? generalDurations[0];
  return match.targetMinutes * 60;
}

/**
 * A script built in the browser: the structure follows the script type
 * (presentation for unknown types), one section per key point, and time marks
 * from 0:00 to a running time inside the chosen duration, with audience,
 * tone, objective and call to action woven in.
 */
export function generalScript(form: GeneralScriptForm, sources: GeneralScriptSources = {}): string {
  const now = sources.now ?? (() => new Date());
  const title = form.title.trim();
  const structure = scriptStructure(form.scriptType);
  const tone = generalTonePhrasing(form.tone);
  const points = keyPointLines(form.keyPoints);
  const audience = form.audience.trim() || defaultGeneralAudience;
  const objective = form.objective.trim() || `Give the audience a clear understanding of ${title} and a reason to act.`;
  const durationLabel = generalDurations.find((option) => option.value === form.duration)?.label ?? form.duration;

  const sections = structure.sections({
    title,
    audience: form.audience.trim() || "your audience",
    objective,
    points: points.length > 0 ? points : structure.defaultPoints,
    callToAction: form.callToAction.trim() || structure.defaultCallToAction,
    opening: tone.opening(title),
  });

  const header = [
    `SCRIPT: ${title}`,
    `Script type: ${structure.label}`,
    `Duration: ${durationLabel}`,
    `Target audience: ${audience}`,
    `Tone: ${tone.text}. ${tone.delivery}`,
    `Objective: ${objective}`,
    `Generated: ${scriptDate(now())}`,
  ].join("\n");

  return `${header}\n\n${renderSections(placeSections(sections, 0, generalTargetSeconds(form.duration)))}\n`;
}
