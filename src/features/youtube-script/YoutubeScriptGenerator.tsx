import * as React from "react";

import { scriptFileName } from "../script-generators/script-file-name";
import { ScriptGenerator, type ScriptGeneratorConfig } from "../script-generators/ScriptGenerator";
import {
  emptyYoutubeScriptForm,
  youtubeActionToasts,
  youtubeGeneratedToast,
  youtubeMissingFieldsMessage,
  type YoutubeScriptForm,
} from "./youtube-script-options";
import { type ScriptSources, youtubeScript } from "./youtube-script-template";
import { youtubeScriptFields } from "./youtube-script-fields";

interface YoutubeScriptGeneratorProps {
  /** The page path, sent with each script lead. */
  source: string;
  /** Tests fix the hook and the date; the page uses Math.random and the clock. */
  sources?: ScriptSources;
}

/** Form on the left, generated script on the right; everything runs in the browser. */
export function YoutubeScriptGenerator({ source, sources }: YoutubeScriptGeneratorProps): React.ReactElement {
  const config = React.useMemo<ScriptGeneratorConfig<YoutubeScriptForm>>(
    () => ({
      id: "youtube",
      formHeading: "Video Details",
      emptyForm: emptyYoutubeScriptForm,
      fields: youtubeScriptFields,
      missingFieldsMessage: youtubeMissingFieldsMessage,
      build: (form) => ({
        text: youtubeScript(form, sources),
        fileName: scriptFileName("youtube-script-", form.topic),
      }),
      generatedToast: youtubeGeneratedToast,
      actionToasts: youtubeActionToasts,
    }),
    [sources],
  );
  return <ScriptGenerator config={config} source={source} />;
}
