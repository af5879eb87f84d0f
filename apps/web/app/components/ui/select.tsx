import type { Ref, SelectHTMLAttributes } from "react";

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The one select: the native `<select>` (its list is the phone's own picker and the screen reader's
 * own listbox), drawn like TextInput, at its height, with our arrow: beside a text or date field in a filter bar it lines up. Its label comes from `<FormField>` or a `<label>`.
 */
export function Select({ className, ...native }: SelectProps) {
  return <select {...native} className={className ? `select ${className}` : "select"} />;
}
