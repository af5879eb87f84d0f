import { paths } from "@mt/domain/routes/routes";
import { POST_CODE_LENGTH, POST_CODE_TYPING } from "@mt/domain/validation/post-code";
import type { FormEvent, ReactNode } from "react";
import { Button } from "./ui/button";
import { TextInput } from "./ui/text-input";
import "./post-code-form.css";

export const POST_CODE_PARAM = "postnummer";

export interface PostCodeFormProps {
  buttonText: string;
  /** Controlled value; without it the input keeps its own. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Runs once the page is interactive; until then (or without it) the form is a GET to the job list. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The page is interactive: the submit handler validates, not the browser. */
  interactive?: boolean;
  error?: string | null;
  busy?: boolean;
  /** The answer below the field (announced politely). */
  result?: ReactNode;
}

/**
 * The post-code field as a form: label, up to four digits (anything else typed is refused), a
 * clear button, a submit button (Enter submits too) and the field's error.
 */
export function PostCodeForm({
  buttonText,
  value,
  onValueChange,
  onSubmit,
  interactive = false,
  error,
  busy = false,
  result,
}: PostCodeFormProps) {
  return (
    <form
      method="get"
      action={paths.allJobs}
      className="post-code-form"
      noValidate={interactive}
      onSubmit={onSubmit}
      data-testid="post-code-form"
    >
      <div className="post-code-form__row">
        <TextInput
          label="Postnummer"
          error={error}
          fieldClassName="post-code-form__field"
          name={POST_CODE_PARAM}
          className="post-code-form__input"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{4}"
          maxLength={POST_CODE_LENGTH}
          required
          allow={POST_CODE_TYPING}
          clearable
          {...(onValueChange && { value: value ?? "", onValueChange })}
        />
        <Button type="submit" size="medium" busy={busy} className="post-code-form__submit">
          {buttonText}
        </Button>
      </div>
      <div aria-live="polite" className="post-code-form__result">
        {result}
      </div>
    </form>
  );
}
