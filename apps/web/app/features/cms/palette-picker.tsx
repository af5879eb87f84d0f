import { PALETTE, PALETTE_COLOURS, type PaletteColour } from "@mt/domain/cms/palette";
import { useId } from "react";
import { fieldAria } from "../../components/ui/form-field";
import "./palette-picker.css";
import { Radio } from "../../components/ui/radio";

/** Norwegian names of the palette colours, as editors see them. */
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
 * A colour of the 19-colour palette (or none, where the field is optional) as radio buttons, each a
 * swatch with its name: arrow keys move between them as in any radio group.
 */
export function PalettePicker({
  legend,
  value,
  onChange,
  optional = false,
  error,
}: {
  legend: string;
  value: string | null;
  onChange(colour: PaletteColour | null): void;
  optional?: boolean;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const choice = (colour: PaletteColour | null, label: string) => (
    <label key={colour ?? "none"} className="palette-picker__choice">
      <Radio
        name={name}
        value={colour ?? ""}
        checked={colour === null ? !value : value === colour}
        onChange={() => onChange(colour)}
      />
      <span
        className={`palette-picker__swatch${colour === null ? " palette-picker__swatch--none" : ""}`}
        style={colour ? { background: PALETTE[colour] } : undefined}
        aria-hidden
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="palette-picker" {...fieldAria({ errorId: error ? errorId : null })}>
      <legend>{legend}</legend>
      <div className="palette-picker__choices">
        {optional && choice(null, "Ingen")}
        {PALETTE_COLOURS.map((colour) => choice(colour, PALETTE_LABELS[colour]))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
