import {
  CONTRACTOR_FEEDBACK_MAX_LENGTH,
  type ContractorFeedback,
  listContractorFeedback,
  sendContractorFeedback,
} from "@mt/contract/contractor";
import { formatCount } from "@mt/domain/format/number";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
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
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const list = useQuery({
    queryKey: feedbackKey(contractorUuid),
    queryFn: () => callApi(browserFetch, listContractorFeedback, { params: { id: contractorUuid } }),
    initialData: { data: [...feedback] },
    staleTime: 0,
  });
  const send = useMutation({
    mutationFn: (message: string) =>
      callApi(browserFetch, sendContractorFeedback, {
        params: { id: contractorUuid },
        body: { feedback: message },
      }),
    onSuccess: async () => {
      setText("");
      setSent(true);
      await client.invalidateQueries({ queryKey: feedbackKey(contractorUuid) });
    },
    onError: (failed) => {
      const onField = failed instanceof ApiError ? failed.error.fieldErrors.feedback?.[0] : undefined;
      if (onField) setError(onField);
      else setFailure(errorMessage(failed));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    setFailure(null);
    const message = text.trim();
    if (message === "") {
      setError("Skriv en tilbakemelding");
      return;
    }
    setError(null);
    send.mutate(message);
  }

  const earlier = list.data.data;
  return (
    <section className="desk-panel" aria-labelledby="contractor-feedback">
      <h2 id="contractor-feedback">Tilbakemelding til oss</h2>
      <p className="desk-muted">
        Fortell oss hva som fungerer og hva vi kan gjøre bedre. Saksbehandlerne våre får tilbakemeldingen på
        e-post.
      </p>
      <form className="desk-form partners-feedback-form" onSubmit={submit} noValidate>
        <FormField label="Tilbakemelding" hint={charactersLeft(text)} error={error}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={text}
              maxLength={CONTRACTOR_FEEDBACK_MAX_LENGTH}
              onChange={(event) => {
                setText(event.target.value);
                setSent(false);
              }}
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
