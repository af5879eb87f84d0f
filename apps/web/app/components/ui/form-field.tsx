import { OPTIONAL_LABEL } from "@mt/domain/validation/messages";
import { type ReactNode, useId } from "react";

/** What the field's control spreads onto itself: its id and the wiring to the hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * The ARIA wiring of a control (or a group of them) to its hint and error text: the one place
 * `aria-invalid` is written. An error makes the control invalid.
 */
export function fieldAria(ids: {
  hintId?: string | null;
  errorId?: string | null;
}): Omit<FieldControlProps, "id"> {
  const describedBy = [ids.hintId, ids.errorId].filter(Boolean).join(" ");
  return {
    ...(ids.errorId ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

/**
 * One form field: label, optional hint, "Valgfritt" for an optional field, and the error text,
 * wired to the control with `aria-describedby` and `aria-invalid`. The control is the child function's
 * answer, so any input (registered with react-hook-form or controlled) fits:
 *
 *   <FormField label="E-post" error={errors.email?.message}>
 *     {(control) => <input type="email" {...control} {...register("email")} />}
 *   </FormField>
 *
 * `check` puts a checkbox before its label.
 */
export function FormField({
  label,
  hint,
  error,
  optional = false,
  check = false,
  id: givenId,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  optional?: boolean;
  check?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    ...fieldAria({ hintId: hint ? hintId : null, errorId: error ? errorId : null }),
  };
  const labelElement = (
    <label htmlFor={id}>
      {label}
      {optional && <span className="form-field__optional"> ({OPTIONAL_LABEL})</span>}
    </label>
  );
  return (
    <div className={["form-field", check && "form-field--check", className].filter(Boolean).join(" ")}>
      {check ? (
        <>
          {children(control)}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {children(control)}
        </>
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
