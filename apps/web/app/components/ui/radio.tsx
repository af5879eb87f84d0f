import type { InputHTMLAttributes, Ref } from "react";

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one radio button: a native `<input type="radio">` drawn by checkbox.css, beside the checkbox it
 * shares its look with. Group radios in a `<fieldset>` with a `<legend>`; each needs its `<label>`.
 */
export function Radio({ className, ...native }: RadioProps) {
  return <input {...native} type="radio" className={className ? `radio ${className}` : "radio"} />;
}
