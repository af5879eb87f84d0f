import {
  acceptsTypedValue,
  checksOnBlur,
  checkTextInput,
  filterTypedValue,
  type InputRules,
} from "@mt/domain/validation/text-input-rules";
import { type InputHTMLAttributes, type ReactNode, useRef, useState } from "react";
import { FormField } from "./form-field";
import "./text-input.css";

type NativeAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "defaultValue" | "onChange" | "children" | "accept"
>;

export interface TextInputProps extends NativeAttributes {
  label: ReactNode;
  hint?: ReactNode;
  /** Controlled value; without it the input keeps its own, starting at `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The input rule object: typing filters, the message on blur, "Valgfritt" for `optional`. */
  rules?: InputRules;
  /** A typed value is kept only when it matches (the newer input): `/^\d{0,4}$/` for a post code. */
  allow?: RegExp | string;
  /** Shows a button that empties the field. */
  clearable?: boolean;
  /** Enter calls this (outside a form; inside one, Enter submits the form as it always does). */
  onEnter?: (value: string) => void;
  /** A message from the form or the server; it is shown instead of the field's own. */
  error?: string | null | undefined;
  id?: string;
  /** The field's class (label, input, message). */
  fieldClassName?: string;
}

/**
 * The storefront's one text input (spec section 5): filters what is typed by its rules, keeps a
 * typed value only when it matches `allow`, offers a clear button, submits on Enter, and on blur
 * says the legacy input's message when the field has a value or is required.
 */
export function TextInput({
  label,
  hint,
  value,
  defaultValue = "",
  onValueChange,
  rules = {},
  allow,
  clearable = false,
  onEnter,
  error,
  id,
  fieldClassName,
  className,
  onBlur,
  onKeyDown,
  ...native
}: TextInputProps) {
  const [own, setOwn] = useState(defaultValue);
  const [ownError, setOwnError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const current = value ?? own;

  function change(next: string) {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  }

  return (
    <FormField
      label={label}
      hint={hint}
      optional={Boolean(rules.optional)}
      error={error || ownError}
      className={fieldClassName}
      {...(id && { id })}
    >
      {(control) => (
        <div className={clearable ? "text-input text-input--clearable" : "text-input"}>
          <input
            {...native}
            {...control}
            ref={input}
            className={className}
            value={current}
            onChange={(event) => {
              const filtered = filterTypedValue(event.target.value, rules);
              const next = acceptsTypedValue(filtered, allow) ? filtered : current;
              if (next === current) return;
              setOwnError(null);
              change(next);
            }}
            onBlur={(event) => {
              setOwnError(checksOnBlur(current, rules) ? checkTextInput(current, rules) : null);
              onBlur?.(event);
            }}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (event.key !== "Enter" || !onEnter || event.defaultPrevented) return;
              event.preventDefault();
              onEnter(current);
            }}
          />
          {clearable && current !== "" && (
            <button
              type="button"
              className="text-input__clear"
              aria-label="Tøm feltet"
              onClick={() => {
                setOwnError(null);
                change("");
                input.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
