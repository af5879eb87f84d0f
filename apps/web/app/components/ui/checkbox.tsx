import type { InputHTMLAttributes, Ref } from "react";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** Shown as a dash: some, not all, of what the box stands for are chosen. */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one checkbox: a native `<input type="checkbox">` drawn by checkbox.css (checked, indeterminate,
 * disabled, invalid through `aria-invalid`, keyboard focus). Its label is the caller's: wrap it in a
 * `<label>` or put it in `<FormField check>`. Takes react-hook-form's `register()` as it is.
 */
export function Checkbox({ indeterminate = false, className, ref, ...native }: CheckboxProps) {
  return (
    <input
      {...native}
      type="checkbox"
      className={className ? `checkbox ${className}` : "checkbox"}
      ref={(node) => {
        // `indeterminate` is a DOM property only: no attribute sets it.
        if (node) node.indeterminate = indeterminate;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
    />
  );
}
