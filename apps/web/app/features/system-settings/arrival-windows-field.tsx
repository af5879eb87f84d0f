import { Button } from "../../components/ui/button";
import { fieldAria } from "../../components/ui/form-field";
import { settingLabels } from "./settings-labels";

type Window = { start: string; end: string };

/** The arrival windows, one row each (from, to), with add and remove. */
export function ArrivalWindowsField({
  windows,
  errors,
  onChange,
}: {
  windows: Window[];
  errors: Record<string, string>;
  onChange: (windows: Window[]) => void;
}) {
  const groupError = errors.arrivalWindows;
  const update = (index: number, part: keyof Window, value: string) =>
    onChange(windows.map((w, i) => (i === index ? { ...w, [part]: value } : w)));
  return (
    <fieldset
      className="system-settings__windows"
      aria-describedby={groupError ? "windows-error" : undefined}
    >
      <legend>{settingLabels.arrivalWindows}</legend>
      <ul>
        {windows.map((window, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <li key={index} className="system-settings__window">
              {(["start", "end"] as const).map((part) => {
                const error = errors[`arrivalWindows.${index}.${part}`];
                const id = `window-${index}-${part}`;
                return (
                  <div key={part} className="form-field">
                    <label htmlFor={id}>{`Vindu ${number}, ${part === "start" ? "fra" : "til"}`}</label>
                    <input
                      id={id}
                      type="time"
                      value={window[part]}
                      onChange={(e) => update(index, part, e.target.value)}
                      {...fieldAria({ errorId: error ? `${id}-error` : null })}
                    />
                    {error && (
                      <p id={`${id}-error`} className="form-field__error">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              <Button
                variant="tertiary"
                size="small"
                onClick={() => onChange(windows.filter((_, i) => i !== index))}
                aria-label={`Fjern vindu ${number}`}
              >
                Fjern
              </Button>
            </li>
          );
        })}
      </ul>
      {groupError && (
        <p id="windows-error" className="form-field__error">
          {groupError}
        </p>
      )}
      {windows.length < 6 && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => onChange([...windows, { start: "", end: "" }])}
        >
          Legg til vindu
        </Button>
      )}
    </fieldset>
  );
}
