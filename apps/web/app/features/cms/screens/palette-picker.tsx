import { PALETTE, PALETTE_COLOURS, type PaletteColour } from "@mt/domain/cms/palette";
import { useId } from "react";
import { fieldAria } from "../../../components/ui/form-field";

/** Norwegian names of the palette colours, as the admin sees them. */
export const PALETTE_LABELS: Record<PaletteColour, string> = {
  white: "Hvit",
  "off-white": "Brukket hvit",
  sand: "Sand",
  "light-grey": "Lys grå",
  grey: "Grå",
  "dark-grey": "Mørk grå",
  black: "Svart",
  brand: "Merkevare",
  "brand-dark": "Mørk merkevare",
  "brand-tint": "Lys merkevare",
  sky: "Himmelblå",
  teal: "Petrol",
  green: "Grønn",
  "light-green": "Lys grønn",
  yellow: "Gul",
  "light-yellow": "Lys gul",
  orange: "Oransje",
  red: "Rød",
  pink: "Rosa",
};

/**
 * The background colour as radio buttons with a swatch and a name each: arrow keys move between them
 * as in any radio group.
 */
export function PalettePicker({
  value,
  onChange,
  legend,
  error,
}: {
  value: string;
  onChange(colour: PaletteColour): void;
  legend: string;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="cms-screens__palette" {...fieldAria({ errorId: error ? errorId : null })}>
      <legend>{legend}</legend>
      <div className="cms-screens__swatches">
        {PALETTE_COLOURS.map((colour) => (
          <label key={colour} className="cms-screens__swatch">
            <input
              type="radio"
              name={name}
              value={colour}
              checked={value === colour}
              onChange={() => onChange(colour)}
            />
            <span
              className="cms-screens__swatch-colour"
              style={{ background: PALETTE[colour] }}
              aria-hidden
            />
            <span>{PALETTE_LABELS[colour]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
