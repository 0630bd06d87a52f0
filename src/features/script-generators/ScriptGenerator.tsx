import styled from "@emotion/styled";
import * as React from "react";

import type { ToastInput } from "../../components/toast/toast-store";
import { useToast } from "../../components/toast/ToastProvider";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { colors, fontSizes, space } from "../../theme/tokens";
import type { ScriptActionToasts } from "./contact-dialog-text";
import { isScriptFormComplete, type ScriptFieldSpec, type ScriptForm } from "./script-fields";
import { ScriptActions } from "./ScriptActions";
import { ScriptFields } from "./ScriptFields";
import { GeneratorColumns, ScriptPanel } from "./ScriptPanel";
import { useScriptGeneration } from "./use-script-generation";

/** What makes one generator differ from the other: its form, rules, template and messages. */
export interface ScriptGeneratorConfig<Form extends ScriptForm<Form>> {
  /** Prefix of the form heading's id, unique on the page. */
  id: string;
  formHeading: string;
  emptyForm: Form;
  /** The form's fields as data; the form and its required-field check both come from it. */
  fields: ReadonlyArray<ScriptFieldSpec<Form>>;
  missingFieldsMessage: string;
  /** The script and its download name, built in the browser. */
  build: (form: Form) => { text: string; fileName: string };
  generatedToast: ToastInput;
  actionToasts: ScriptActionToasts;
}

interface ScriptGeneratorProps<Form extends ScriptForm<Form>> {
  config: ScriptGeneratorConfig<Form>;
  /** The page path, sent with each script lead. */
  source: string;
}

/** Form beside the generated script: required fields, 2 s of generating, then copy and download. */
export function ScriptGenerator<Form extends ScriptForm<Form>>({
  config,
  source,
}: ScriptGeneratorProps<Form>): React.ReactElement {
  const toast = useToast();
  const [form, setForm] = React.useState<Form>(config.emptyForm);
  const generation = useScriptGeneration(() => toast(config.generatedToast));
  const headingId = `${config.id}-form-heading`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isScriptFormComplete(config.fields, form)) {
      toast({ title: "Missing Information", description: config.missingFieldsMessage, variant: "destructive" });
      return;
    }
    if (generation.generating) return;
    generation.generate(config.build(form));
  };

  return (
    <GeneratorColumns>
      <Card as="section" outlined aria-labelledby={headingId}>
        <Heading id={headingId}>{config.formHeading}</Heading>
        <RequiredNote>Fields marked * are required.</RequiredNote>
        <form onSubmit={submit} noValidate>
          <ScriptFields
            fields={config.fields}
            values={form}
            onChange={(field, value) => setForm((previous) => ({ ...previous, [field]: value }))}
          />
          <Button type="submit" disabled={generation.generating}>
            {generation.generating ? "Generating Script..." : "Generate Script"}
          </Button>
        </form>
      </Card>
      <ScriptPanel
        script={generation.script?.text ?? null}
        actions={
          generation.script ? (
            <ScriptActions
              script={generation.script.text}
              fileName={generation.script.fileName}
              source={source}
              toasts={config.actionToasts}
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
