import {
  DATE_ENTRY_HINT,
  dateEntryProblem,
  formatDateEntry,
  parseDateEntry,
} from "@mt/domain/format/date-entry";
import { fieldMessages } from "@mt/domain/validation/messages";
import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { FormField } from "./form-field";
import "./date-field.css";

export interface DateFieldProps {
  label: string;
  hint?: ReactNode;
  /** Submits the ISO date (yyyy-mm-dd) under this name, for a plain or GET form. */
  name?: string;
  /** Controlled value (as `onValueChange` gives it); without it the field keeps its own, starting at `defaultValue`. */
  value?: string;
  defaultValue?: string;
  /** The ISO date, "" when empty, or the text as typed when it is not a date (the form refuses it). */
  onValueChange?: (value: string) => void;
  /** A message from the form or the server; it is shown instead of the field's own. */
  error?: string | null | undefined;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  /** The first and last day that may be chosen (ISO). */
  min?: string;
  max?: string;
  id?: string;
  className?: string;
}

/** What the field stands for: the ISO date, "" when empty, else the text as typed. */
const fieldValue = (text: string) => (text.trim() === "" ? "" : (parseDateEntry(text) ?? text.trim()));

/** A value as the field shows it: an ISO date as dd.mm.åååå, anything else as it is (a wrong text typed earlier). */
const shownText = (value: string) => formatDateEntry(value) || value;

/** The form's first control that would not submit, as the browser would focus it. */
const firstInvalid = (form: HTMLFormElement | null) =>
  [...(form?.elements ?? [])].find((element) => !(element as HTMLInputElement).validity?.valid);

/**
 * The one date field (decision 078): the date is typed the Norwegian way, dd.mm.åååå, and the
 * button beside it opens the browser's own calendar (on a phone, its date wheel or sheet). The value
 * is an ISO date. A text that is not a date, or a day outside min–max, is explained on leaving the
 * field and stops the form from submitting.
 */
export function DateField({
  label,
  hint,
  name,
  value,
  defaultValue = "",
  onValueChange,
  error,
  required = false,
  optional = false,
  disabled = false,
  min,
  max,
  id,
  className,
}: DateFieldProps) {
  const [text, setText] = useState(() => shownText(value ?? defaultValue));
  const [shown, setShown] = useState(value);
  const [ownError, setOwnError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const current = fieldValue(text);

  // A controlled value changed from outside (a reset, a loaded record): show it.
  if (value !== undefined && value !== shown) {
    setShown(value);
    if (value !== current) setText(shownText(value));
  }

  const problem = dateEntryProblem(text, { min, max });
  useEffect(() => {
    input.current?.setCustomValidity(problem ?? "");
  }, [problem]);

  function change(nextText: string) {
    setText(nextText);
    setOwnError(null);
    onValueChange?.(fieldValue(nextText));
  }

  function leave(event: FocusEvent<HTMLInputElement>) {
    const next = event.relatedTarget;
    if (next === picker.current) return;
    // On the way to the form's submit button the message waits for the submit (onInvalid): shown now,
    // it would push the button away from under the pointer and the click would be lost.
    const submitting =
      next instanceof HTMLButtonElement && next.type === "submit" && next.form === event.currentTarget.form;
    if (!submitting) setOwnError(problem);
    const iso = parseDateEntry(text);
    if (iso && !problem) setText(formatDateEntry(iso));
  }

  function openCalendar() {
    try {
      picker.current?.showPicker();
    } catch {
      // No calendar in this browser (or not allowed here): typing still works.
      input.current?.focus();
    }
  }

  return (
    <FormField
      label={
        <>
          {label} <span className="date-field__format">{DATE_ENTRY_HINT}</span>
        </>
      }
      hint={hint}
      optional={optional}
      error={error || ownError}
      className={["date-field", className].filter(Boolean).join(" ")}
      {...(id && { id })}
    >
      {(control) => (
        <div className="date-field__row">
          <input
            {...control}
            ref={input}
            className="date-field__input"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={10}
            value={text}
            required={required}
            disabled={disabled}
            onChange={(event) => change(event.target.value)}
            onBlur={leave}
            onInvalid={(event) => {
              // Our words instead of the browser's bubble, which speaks the browser's language.
              event.preventDefault();
              setOwnError(problem ?? fieldMessages.required);
              if (firstInvalid(event.currentTarget.form) === event.currentTarget) event.currentTarget.focus();
            }}
          />
          <span className="date-field__calendar-box">
            <button
              type="button"
              className="date-field__calendar"
              aria-label={`Kalender: ${label}`}
              disabled={disabled}
              onClick={openCalendar}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Zm2 2v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Zm-8 4v2h2v-2H7Zm4 0v2h2v-2h-2Z"
                  fill="currentColor"
                />
              </svg>
            </button>
            {/* The browser's calendar, opened by the button: a second way to the same value, so hidden from
                the keyboard and screen readers, which have the text field. */}
            <input
              ref={picker}
              type="date"
              className="date-field__picker"
              tabIndex={-1}
              aria-hidden="true"
              value={problem ? "" : (parseDateEntry(text) ?? "")}
              min={min}
              max={max}
              disabled={disabled}
              onChange={(event) => {
                change(formatDateEntry(event.target.value));
                input.current?.focus();
              }}
            />
          </span>
          {name !== undefined && <input type="hidden" name={name} value={current} />}
        </div>
      )}
    </FormField>
  );
}
