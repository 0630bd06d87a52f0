import * as React from "react";

import { scriptFileName } from "../script-generators/script-file-name";
import { ScriptGenerator, type ScriptGeneratorConfig } from "../script-generators/ScriptGenerator";
import {
  emptyGeneralScriptForm,
  generalActionToasts,
  generalGeneratedToast,
  generalMissingFieldsMessage,
  type GeneralScriptForm,
} from "./general-script-options";
import { type GeneralScriptSources, generalScript } from "./general-script-template";
import { generalScriptFields } from "./general-script-fields";

interface GeneralScriptGeneratorProps {
  /** The page path, sent with each script lead. */
  source: string;
  /** Tests fix the date; the page uses the clock. */
  sources?: GeneralScriptSources;
}

/** Configuration form and generated script side by side; everything runs in the browser. */
export function GeneralScriptGenerator({ source, sources }: GeneralScriptGeneratorProps): React.ReactElement {
  const config = React.useMemo<ScriptGeneratorConfig<GeneralScriptForm>>(
    () => ({
      id: "general",
      formHeading: "Script Configuration",
      emptyForm: emptyGeneralScriptForm,
      fields: generalScriptFields,
      missingFieldsMessage: generalMissingFieldsMessage,
      build: (form) => ({ text: generalScript(form, sources), fileName: scriptFileName("script-", form.title) }),
      generatedToast: generalGeneratedToast,
      actionToasts: generalActionToasts,
    }),
    [sources],
  );
  return <ScriptGenerator config={config} source={source} />;
}
