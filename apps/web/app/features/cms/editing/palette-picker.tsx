import { PALETTE, PALETTE_COLOURS, type PaletteColour } from "@mt/domain/cms/palette";

const COLOUR_NAMES: Record<PaletteColour, string> = {
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
  teal: "Blågrønn",
  green: "Grønn",
  "light-green": "Lys grønn",
  yellow: "Gul",
  "light-yellow": "Lys gul",
  orange: "Oransje",
  red: "Rød",
  pink: "Rosa",
};

/** The 19-colour palette as a group of radio buttons (swatches with their names for screen readers). */
export function PalettePicker({
  name,
  legend,
  value,
  optional,
  onChange,
}: {
  name: string;
  legend: string;
  value: string | null;
  optional: boolean;
  onChange(value: PaletteColour | null): void;
}) {
  return (
    <fieldset className="palette-picker">
      <legend>{legend}</legend>
      <div className="palette-picker__swatches">
        {optional && (
          <label className="palette-picker__swatch palette-picker__swatch--none" title="Ingen">
            <input type="radio" name={name} checked={!value} onChange={() => onChange(null)} />
            <span className="visually-hidden">Ingen</span>
          </label>
        )}
        {PALETTE_COLOURS.map((colour) => (
          <label
            key={colour}
            className="palette-picker__swatch"
            style={{ background: PALETTE[colour] }}
            title={COLOUR_NAMES[colour]}
          >
            <input type="radio" name={name} checked={value === colour} onChange={() => onChange(colour)} />
            <span className="visually-hidden">{COLOUR_NAMES[colour]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
