/** Editable copy of the /youtube-script-generator page. */
export const youtubeScriptHero = {
  eyebrow: "Free tool",
  title: "Free YouTube Script Generator",
  lead: "Pick a topic, a video type and a duration, and get a structured script with a hook, an intro and a close in seconds.",
};

export const generalGeneratorLink = {
  text: "Writing a presentation, sales pitch or webinar instead?",
  label: "Try the general script generator",
};
