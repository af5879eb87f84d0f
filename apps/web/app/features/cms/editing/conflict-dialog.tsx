import type { Module } from "@mt/domain/entities/module";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Radio } from "../../../components/ui/radio";
import { differingModules, mergeContent, type Side } from "./conflict-merge";
import { moduleName } from "./module-catalogue";
import type { PageContent } from "./page-content";

const TEXT_FIELDS = new Set(["heading", "text", "intro", "caption", "title", "question", "buttonText"]);

/** The texts of a module (headings, texts, titles, rich-text spans) in a stable order. */
function textsOf(module: Module | null): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) {
        if (typeof inner === "string") {
          if (TEXT_FIELDS.has(key) && inner.trim()) texts.push(inner.trim());
        } else walk(inner);
      }
    }
  };
  walk(module?.data);
  return texts;
}

/** What one side has that the other has not: its own texts first, so the difference shows. */
export function conflictSummary(module: Module | null, other: Module | null): string {
  if (!module) return "Modulen finnes ikke i denne versjonen.";
  const texts = textsOf(module);
  const others = new Set(textsOf(other));
  const own = texts.filter((text) => !others.has(text));
  const text = (own.length > 0 ? own : texts).join(" · ");
  if (!text) return "(uten tekst)";
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/**
 * Someone else saved the page while this admin edited: each module that differs is shown with both
 * versions, and the admin keeps theirs or takes the other's per module (or all at once).
 */
export function ConflictDialog({
  mine,
  theirs,
  onResolve,
}: {
  mine: PageContent;
  theirs: PageContent;
  onResolve(merged: PageContent): void;
}) {
  const differences = differingModules(mine.modules, theirs.modules);
  const [choices, setChoices] = useState<Record<string, Side>>(() =>
    Object.fromEntries(differences.map((d) => [d.key, "mine" as Side])),
  );
  const all = (side: Side) =>
    onResolve(mergeContent(mine, theirs, Object.fromEntries(differences.map((d) => [d.key, side]))));
  return (
    <Modal
      open
      onClose={() => all("mine")}
      showCloseButton={false}
      width={760}
      title="Noen andre har endret siden"
      description="Ingenting er tapt. Velg for hver modul om du vil beholde din versjon eller ta den andres."
    >
      {differences.length === 0 ? (
        <p>Innholdet i modulene er likt; bare sideinnstillingene skiller seg.</p>
      ) : (
        <ul className="conflict-list">
          {differences.map((difference) => (
            <li key={difference.key} className="conflict-list__item">
              <fieldset>
                <legend>{moduleName(difference.type)}</legend>
                <label className="conflict-list__choice">
                  <Radio
                    name={`conflict-${difference.key}`}
                    checked={choices[difference.key] === "mine"}
                    onChange={() => setChoices({ ...choices, [difference.key]: "mine" })}
                  />
                  <span>
                    <strong>Behold min</strong>
                    <span className="conflict-list__summary">
                      {conflictSummary(difference.mine, difference.theirs)}
                    </span>
                  </span>
                </label>
                <label className="conflict-list__choice">
                  <Radio
                    name={`conflict-${difference.key}`}
                    checked={choices[difference.key] === "theirs"}
                    onChange={() => setChoices({ ...choices, [difference.key]: "theirs" })}
                  />
                  <span>
                    <strong>Ta den andres</strong>
                    <span className="conflict-list__summary">
                      {conflictSummary(difference.theirs, difference.mine)}
                    </span>
                  </span>
                </label>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <div className="module-settings__actions">
        <Button onClick={() => onResolve(mergeContent(mine, theirs, choices))}>Bruk valgene</Button>
        <Button variant="secondary" onClick={() => all("mine")}>
          Behold alle mine
        </Button>
        <Button variant="secondary" onClick={() => all("theirs")}>
          Ta alle de andres
        </Button>
      </div>
    </Modal>
  );
}
