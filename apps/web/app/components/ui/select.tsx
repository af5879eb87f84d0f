import type { Ref, SelectHTMLAttributes } from "react";

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** 44 px instead of the text input's 54 px: toolbars, the header and dense admin forms (a filter bar keeps 54 px, lining up with its text and date fields). */
  compact?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The one select: the native `<select>` (its list is the phone's own picker and the screen reader's
 * own listbox), drawn like TextInput with our arrow. Its label comes from `<FormField>` or a `<label>`.
 */
export function Select({ compact = false, className, ...native }: SelectProps) {
  const classes = ["select", compact && "select--compact", className].filter(Boolean).join(" ");
  return <select {...native} className={classes} />;
}
