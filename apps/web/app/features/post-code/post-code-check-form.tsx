import { paths } from "@mt/domain/routes/routes";
import { classifyPostCode, postCodeButtonLabels, postCodeMessages } from "@mt/domain/state/post-code-check";
import { checkPostCodeField, filterPostCodeInput } from "@mt/domain/validation/post-code";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { POST_CODE_PARAM, PostCodeForm } from "../../components/post-code-form";
import { Alert } from "../../components/ui/alert";
import { checkAndStorePostCode } from "./check-post-code";

type Outcome =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "invalid"; message: string }
  | { kind: "not-launched"; code: string; message: string }
  | { kind: "error"; message: string };

/**
 * The post-code field of a page (the CMS module "post_code_check"): the modal's check and storage;
 * a covered code goes to the job list, an uncovered one offers the waitlist. Until the page is
 * interactive the form is a plain GET to the job list.
 */
export function PostCodeCheckForm({
  buttonText,
  initial,
}: {
  buttonText: string;
  /** A code already checked on the server and its field error (the job list's `?postnummer=`). */
  initial?: { code: string; error: string };
}) {
  const navigate = useNavigate();
  const [interactive, setInteractive] = useState(false);
  const [input, setInput] = useState(() => filterPostCodeInput(initial?.code ?? ""));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    initial ? { kind: "invalid", message: initial.error } : { kind: "idle" },
  );
  useEffect(() => setInteractive(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = checkPostCodeField(input);
    if (!parsed.ok) {
      setOutcome({ kind: "invalid", message: parsed.message });
      return;
    }
    const { code } = parsed;
    setOutcome({ kind: "checking" });
    const answer = await checkAndStorePostCode(code);
    if (!answer.ok) {
      setOutcome(
        answer.notAPostCode
          ? { kind: "invalid", message: postCodeMessages.notFound(code) }
          : { kind: "error", message: answer.message },
      );
      return;
    }
    const { status, message } = classifyPostCode(answer.info);
    if (status === "nothing-launched") setOutcome({ kind: "not-launched", code, message });
    else navigate(paths.allJobs);
  }

  const result =
    outcome.kind === "not-launched" ? (
      <Alert type="warning">
        {outcome.message}{" "}
        <Link to={`${paths.newsletter}?${new URLSearchParams({ [POST_CODE_PARAM]: outcome.code })}`}>
          {postCodeButtonLabels["join-waitlist"]}
        </Link>
      </Alert>
    ) : outcome.kind === "error" ? (
      <Alert type="error">{outcome.message}</Alert>
    ) : null;

  return (
    <PostCodeForm
      buttonText={buttonText}
      value={input}
      onValueChange={(value) => setInput(filterPostCodeInput(value))}
      onSubmit={submit}
      interactive={interactive}
      error={outcome.kind === "invalid" ? outcome.message : null}
      busy={outcome.kind === "checking"}
      result={result}
    />
  );
}
