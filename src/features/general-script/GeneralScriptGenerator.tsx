import styled from "@emotion/styled";
import * as React from "react";

import { useToast } from "../../components/toast/ToastProvider";
import { colors, fontSizes, space } from "../../theme/tokens";
import { Button } from "../script-generators/form-fields";
import { ScriptActions } from "../script-generators/ScriptActions";
import { GeneratorColumns, PanelCard, ScriptPanel } from "../script-generators/ScriptPanel";
import { scriptFileName } from "../script-generators/script-file-name";
import { useScriptGeneration } from "../script-generators/use-script-generation";
import {
  emptyGeneralScriptForm,
  generalActionToasts,
  generalGeneratedToast,
  generalMissingFieldsMessage,
  type GeneralScriptForm,
  isGeneralScriptFormComplete,
} from "./general-script-options";
import { type GeneralScriptSources, generalScript } from "./general-script-template";
import { GeneralScriptFields } from "./GeneralScriptForm";

interface GeneralScriptGeneratorProps {
  /** The page path, sent with each script lead. */
  source: string;
  /** Tests fix the date; the page uses the clock. */
  sources?: GeneralScriptSources;
}

/** Configuration form and generated script side by side; everything runs in the browser. */
export function GeneralScriptGenerator({ source, sources }: GeneralScriptGeneratorProps): React.ReactElement {
  const toast = useToast();
  const [form, setForm] = React.useState<GeneralScriptForm>(emptyGeneralScriptForm);
  const generation = useScriptGeneration(() => toast(generalGeneratedToast));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isGeneralScriptFormComplete(form)) {
      toast({ title: "Missing Information", description: generalMissingFieldsMessage, variant: "destructive" });
      return;
    }
    if (generation.generating) return;
    generation.generate({ text: generalScript(form, sources), fileName: scriptFileName("script-", form.title) });
  };

  return (
    <GeneratorColumns>
      <PanelCard aria-labelledby="general-form-heading">
        <Heading id="general-form-heading">Script Configuration</Heading>
        <RequiredNote>Fields marked * are required.</RequiredNote>
        <form onSubmit={submit} noValidate>
          <GeneralScriptFields values={form} onChange={(field, value) => setForm((previous) => ({ ...previous, [field]: value }))} />
          <Button type="submit" disabled={generation.generating}>
            {generation.generating ? "Generating Script..." : "Generate Script"}
          </Button>
        </form>
      </PanelCard>
      <ScriptPanel
        script={generation.script?.text ?? null}
        actions={
          generation.script ? (
            <ScriptActions
              script={generation.script.text}
              fileName={generation.script.fileName}
              source={source}
              toasts={generalActionToasts}
            />
          ) : null
        }
      />
    </GeneratorColumns>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${space[2]};
  font-size: ${fontSizes.xl};
`;

const RequiredNote = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;
