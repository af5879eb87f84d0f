import { zodResolver } from "@hookform/resolvers/zod";
import {
  CONTRACTOR_FEEDBACK_MAX_LENGTH,
  type ContractorFeedback,
  contractorFeedbackBody,
  listContractorFeedback,
  sendContractorFeedback,
} from "@mt/contract/contractor";
import { formatCount } from "@mt/domain/format/number";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { showServerErrors } from "../../lib/form-errors";
import { FeedbackList } from "./feedback-list";

const feedbackKey = (contractorUuid: string) => ["contractor", contractorUuid, "feedback"] as const;

/** What is left of the limit, as the field's hint says it. */
export function charactersLeft(text: string): string {
  const left = CONTRACTOR_FEEDBACK_MAX_LENGTH - text.length;
  return `${formatCount(left)} av ${formatCount(CONTRACTOR_FEEDBACK_MAX_LENGTH)} tegn igjen`;
}

/**
 * "Tilbakemelding til oss" on the company's own electricians page, for its admins: a message to the
 * caseworkers (they get it by email), and what the company has sent before, newest first.
 */
export function ContractorFeedbackForm({
  contractorUuid,
  feedback,
}: {
  contractorUuid: string;
  feedback: readonly ContractorFeedback[];
}) {
  const client = useQueryClient();
  const form = useForm({
    resolver: zodResolver(contractorFeedbackBody),
    defaultValues: { feedback: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const list = useQuery({
    queryKey: feedbackKey(contractorUuid),
    queryFn: () => callApi(browserFetch, listContractorFeedback, { params: { id: contractorUuid } }),
    initialData: { data: [...feedback] },
    staleTime: 0,
  });
  const send = useMutation({
    mutationFn: (body: z.output<typeof contractorFeedbackBody>) =>
      callApi(browserFetch, sendContractorFeedback, { params: { id: contractorUuid }, body }),
    onSuccess: async () => {
      form.reset();
      setSent(true);
      await client.invalidateQueries({ queryKey: feedbackKey(contractorUuid) });
    },
    onError: (failed) => {
      if (!showServerErrors(failed, form.setError, { feedback: "feedback" }))
        setFailure(errorMessage(failed));
    },
  });
  const submit = form.handleSubmit((values) => send.mutate(values));
  const text = form.watch("feedback");

  const earlier = list.data.data;
  return (
    <section className="desk-panel" aria-labelledby="contractor-feedback">
      <h2 id="contractor-feedback">Tilbakemelding til oss</h2>
      <p className="desk-muted">
        Fortell oss hva som fungerer og hva vi kan gjøre bedre. Saksbehandlerne våre får tilbakemeldingen på
        e-post.
      </p>
      <form
        className="desk-form partners-feedback-form"
        onSubmit={(event) => {
          setSent(false);
          setFailure(null);
          return submit(event);
        }}
        noValidate
      >
        <FormField
          label="Tilbakemelding"
          hint={charactersLeft(text)}
          error={form.formState.errors.feedback?.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={CONTRACTOR_FEEDBACK_MAX_LENGTH}
              {...form.register("feedback", { onChange: () => setSent(false) })}
            />
          )}
        </FormField>
        {failure && <Alert type="error">{failure}</Alert>}
        <div className="desk-form__actions">
          <Button type="submit" busy={send.isPending}>
            Send tilbakemelding
          </Button>
        </div>
        <p role="status" className="partners-feedback-form__sent">
          {sent ? "Takk! Tilbakemeldingen er sendt til saksbehandlerne." : ""}
        </p>
      </form>
      <h3>Tidligere tilbakemeldinger</h3>
      <FeedbackList
        feedback={earlier}
        empty="Dere har ikke sendt noen tilbakemeldinger ennå."
        label="Tidligere tilbakemeldinger"
      />
    </section>
  );
}
