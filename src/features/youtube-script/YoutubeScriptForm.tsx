import * as React from "react";

import { SelectField, TextAreaField, TextField } from "../script-generators/form-fields";
import { type YoutubeScriptForm as FormValues, youtubeDurations, youtubeTones, youtubeVideoTypes } from "./youtube-script-options";

interface YoutubeScriptFormProps {
  values: FormValues;
  onChange: (field: keyof FormValues, value: string) => void;
}

/** The YouTube generator's fields; topic, video type and duration are required. */
export function YoutubeScriptFields({ values, onChange }: YoutubeScriptFormProps): React.ReactElement {
  return (
    <>
      <TextField
        id="yt-topic"
        label="Video Topic"
        required
        placeholder="e.g. How to onboard new users in 5 minutes"
        value={values.topic}
        onChange={(value) => onChange("topic", value)}
      />
      <SelectField
        id="yt-video-type"
        label="Video Type"
        required
        placeholder="Select a video type"
        options={youtubeVideoTypes}
        value={values.videoType}
        onChange={(value) => onChange("videoType", value)}
      />
      <SelectField
        id="yt-duration"
        label="Video Duration"
        required
        placeholder="Select a duration"
        options={youtubeDurations}
        value={values.duration}
        onChange={(value) => onChange("duration", value)}
      />
      <TextField
        id="yt-audience"
        label="Target Audience"
        placeholder="e.g. SaaS founders, beginner designers"
        value={values.audience}
        onChange={(value) => onChange("audience", value)}
      />
      <SelectField
        id="yt-tone"
        label="Tone"
        placeholder="Select a tone"
        options={youtubeTones}
        value={values.tone}
        onChange={(value) => onChange("tone", value)}
      />
      <TextAreaField
        id="yt-key-points"
        label="Key Points"
        hint="One point per line."
        rows={4}
        value={values.keyPoints}
        onChange={(value) => onChange("keyPoints", value)}
      />
    </>
  );
}
