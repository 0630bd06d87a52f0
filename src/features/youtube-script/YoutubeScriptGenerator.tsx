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
  emptyYoutubeScriptForm,
  isYoutubeScriptFormComplete,
  youtubeActionToasts,
  youtubeGeneratedToast,
  youtubeMissingFieldsMessage,
  type YoutubeScriptForm,
} from "./youtube-script-options";
import { type ScriptSources, youtubeScript } from "./youtube-script-template";
import { YoutubeScriptFields } from "./YoutubeScriptForm";

interface YoutubeScriptGeneratorProps {
  /** The page path, sent with each script lead. */
  source: string;
  /** Tests fix the hook and the date; the page uses Math.random and the clock. */
  sources?: ScriptSources;
}

/** Form on the left, generated script on the right; everything runs in the browser. */
export function YoutubeScriptGenerator({ source, sources }: YoutubeScriptGeneratorProps): React.ReactElement {
  const toast = useToast();
  const [form, setForm] = React.useState<YoutubeScriptForm>(emptyYoutubeScriptForm);
  const generation = useScriptGeneration(() => toast(youtubeGeneratedToast));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isYoutubeScriptFormComplete(form)) {
      toast({ title: "Missing Information", description: youtubeMissingFieldsMessage, variant: "destructive" });
      return;
    }
    if (generation.generating) return;
    generation.generate({
      text: youtubeScript(form, sources),
      fileName: scriptFileName("youtube-script-", form.topic),
    });
  };

  return (
    <GeneratorColumns>
      <PanelCard aria-labelledby="youtube-form-heading">
        <Heading id="youtube-form-heading">Video Details</Heading>
        <RequiredNote>Fields marked * are required.</RequiredNote>
        <form onSubmit={submit} noValidate>
          <YoutubeScriptFields values={form} onChange={(field, value) => setForm((previous) => ({ ...previous, [field]: value }))} />
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
              toasts={youtubeActionToasts}
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
