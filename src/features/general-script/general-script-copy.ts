/** Editable copy of the /script-generator page: hero, benefits and the link to the YouTube generator. */
export const generalScriptHero = {
  eyebrow: "Free tool",
  title: "Free Video Script Generator",
  lead: "Presentations, sales pitches, webinars and lessons: pick a format and a duration, and get a structured script with time marks in seconds, right in your browser.",
};

export const generalScriptBenefitsHeading = "Why use the script generator";

export const generalScriptBenefits = [
  {
    title: "Save Time",
    description:
      "Skip the blank page. A complete first draft with every section in place takes seconds, so your time goes into polishing, not structuring.",
  },
  {
    title: "Professional Structure",
    description:
      "Each script follows a proven shape for its format, from the opening hook to the call to action, with time marks that fit your slot.",
  },
  {
    title: "Versatile Use",
    description:
      "Use it for a team presentation, a sales call, a webinar or a training session, for any audience and in the tone that suits it.",
  },
] as const;

export const youtubeGeneratorLink = {
  text: "Making a YouTube video instead?",
  label: "Try the YouTube script generator",
};
