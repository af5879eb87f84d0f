import {
  type ContractorWorkType,
  getContractorPostCodes,
  type PostCodePreview,
  previewWorkTypes,
} from "@mt/contract/contractor";
import { WORK_TYPES, type WorkType, workTypeLabels } from "@mt/domain/entities/enums";
import { formatDateTime } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/number";
import { routes } from "@mt/domain/routes/routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { browserFetch, callApi, errorMessage } from "../lib/api";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { FormField } from "./ui/form-field";
import { Spinner } from "./ui/spinner";
import "./coverage-editor.css";
import { Checkbox } from "./ui/checkbox";

/** How long the editor waits after the last keystroke before it asks for a preview. */
export const PREVIEW_DELAY_MS = 400;
const MAX_RADIUS_KM = 2000;
/** How many places a list of added or dropped codes names before "og N til". */
const PLACES_SHOWN = 12;

/** What the editor changes: base post code, radius, and the work types with their extended radius. */
export interface CoverageSettings {
  basePostCode: string | null;
  radiusKm: number;
  workTypes: ContractorWorkType[];
}

interface Draft {
  postCode: string;
  radius: string;
  types: Record<WorkType, { on: boolean; extended: string }>;
}

function draftOf(settings: CoverageSettings): Draft {
  const types = {} as Draft["types"];
  for (const type of WORK_TYPES) {
    const w = settings.workTypes.find((x) => x.workType === type);
    types[type] = { on: !!w, extended: w?.extendedRadiusKm == null ? "" : String(w.extendedRadiusKm) };
  }
  return { postCode: settings.basePostCode ?? "", radius: String(settings.radiusKm), types };
}

const kmValue = (text: string) => Number(text.trim().replace(",", "."));
const badKm = (text: string) => {
  const value = kmValue(text);
  return text.trim() === "" || !Number.isFinite(value) || value < 0 || value > MAX_RADIUS_KM;
};

/** The draft's field errors in Norwegian; empty when it can be previewed and saved. */
export function draftErrors(
  draft: Draft,
): Partial<Record<"postCode" | "radius" | "types" | WorkType, string>> {
  const errors: Partial<Record<"postCode" | "radius" | "types" | WorkType, string>> = {};
  if (!/^\d{4}$/.test(draft.postCode.trim())) errors.postCode = "Oppgi et postnummer med fire sifre";
  if (badKm(draft.radius)) errors.radius = `Oppgi radius i kilometer, fra 0 til ${MAX_RADIUS_KM}`;
  if (!WORK_TYPES.some((t) => draft.types[t].on)) errors.types = "Velg minst én arbeidstype";
  for (const type of WORK_TYPES) {
    const w = draft.types[type];
    if (w.on && w.extended.trim() !== "" && badKm(w.extended))
      errors[type] = `Oppgi utvidet radius i kilometer, fra 0 til ${MAX_RADIUS_KM}`;
  }
  return errors;
}

function settingsOf(draft: Draft): CoverageSettings {
  return {
    basePostCode: draft.postCode.trim(),
    radiusKm: kmValue(draft.radius),
    workTypes: WORK_TYPES.filter((t) => draft.types[t].on).map((t) => ({
      workType: t,
      extendedRadiusKm: draft.types[t].extended.trim() === "" ? null : kmValue(draft.types[t].extended),
    })),
  };
}

/** `value`, once it has stood still for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const codes = (n: number) => `${formatCount(n)} ${n === 1 ? "postnummer" : "postnumre"}`;

/** "Oslo, Lysaker, Sandvika og 12 til": each place once, in code order. */
export function placesText(list: readonly { place: string }[]) {
  const places = [...new Set(list.map((p) => p.place).filter(Boolean))];
  const named = places.slice(0, PLACES_SHOWN).join(", ");
  return places.length > PLACES_SHOWN ? `${named} og ${places.length - PLACES_SHOWN} steder til` : named;
}

function ChangeList({
  title,
  list,
  tone,
}: {
  title: string;
  list: PostCodePreview["added"];
  tone: "added" | "dropped";
}) {
  if (list.length === 0) return null;
  return (
    <div className={`coverage-change coverage-change--${tone}`}>
      <h4>
        {title}: {codes(list.length)}
      </h4>
      <p>{placesText(list)}</p>
      <details>
        <summary>Vis postnumrene</summary>
        <ul className="coverage-change__codes">
          {list.map((p) => (
            <li key={p.code}>
              {p.code} {p.place} ({p.workTypes.map((t) => workTypeLabels[t]).join(", ")})
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function Preview({ preview }: { preview: PostCodePreview }) {
  const { counts, added, dropped, affected } = preview;
  const unchanged = added.length === 0 && dropped.length === 0;
  return (
    <>
      <p className="coverage-preview__total">
        Dekker {codes(counts.total)}
        {preview.basePlace && ` rundt ${preview.basePostCode} ${preview.basePlace}`}
      </p>
      <ul className="coverage-preview__types">
        {counts.perWorkType.map((w) => (
          <li key={w.workType}>
            {workTypeLabels[w.workType]}: {codes(w.postCodeCount)}
          </li>
        ))}
      </ul>
      {unchanged ? (
        <p className="desk-muted">Samme dekning som i dag.</p>
      ) : (
        <>
          <ChangeList title="Kommer i tillegg" list={added} tone="added" />
          <ChangeList title="Faller bort" list={dropped} tone="dropped" />
        </>
      )}
      {dropped.length > 0 && (
        <div className="coverage-affected">
          <h4>Berørt av det som faller bort</h4>
          <p>
            {affected.openCarts === 0
              ? "Ingen åpne handlekurver."
              : `${affected.openCarts} ${affected.openCarts === 1 ? "åpen handlekurv" : "åpne handlekurver"} de siste 30 dagene.`}
          </p>
          {affected.futureProjects.length === 0 ? (
            <p>Ingen kommende prosjekter.</p>
          ) : (
            <>
              <p>
                {affected.futureProjects.length === 1
                  ? "1 kommende prosjekt ligger i området. Det beholder installatøren:"
                  : `${affected.futureProjects.length} kommende prosjekter ligger i området. De beholder installatøren:`}
              </p>
              <ul>
                {affected.futureProjects.map((p) => (
                  <li key={p.uuid}>
                    <Link to={routes.project(p.number)}>Prosjekt {p.number}</Link>, {p.address}, {p.postCode}{" "}
                    {p.place ?? ""} – {formatDateTime(p.startsAt)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The coverage editor: base post code, radius, and per work type an extended radius. Each change is
 * previewed (after a short pause) against today's coverage: how many codes, which places come in
 * or fall away, and which open carts and booked projects lie where coverage falls away. Nothing is
 * saved until "Lagre dekning".
 */
export function CoverageEditor({
  contractorUuid,
  settings,
  savedAt,
  onSave,
  busy,
}: {
  contractorUuid: string;
  settings: CoverageSettings;
  /** When the company was last saved: the preview compares with what is saved then. */
  savedAt: string;
  onSave: (settings: CoverageSettings) => void;
  busy: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [showErrors, setShowErrors] = useState(false);
  const errors = draftErrors(draft);
  const valid = Object.keys(errors).length === 0;
  const wanted = valid ? settingsOf(draft) : null;
  const query = wanted && {
    post_code: wanted.basePostCode ?? undefined,
    radius: wanted.radiusKm,
    work_types: previewWorkTypes(wanted.workTypes),
  };
  const settled = useSettled(query ? JSON.stringify(query) : null, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: ["contractor", contractorUuid, "post-codes", savedAt, settled],
    queryFn: () =>
      callApi(browserFetch, getContractorPostCodes, {
        params: { id: contractorUuid },
        query: JSON.parse(settled as string),
      }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const waiting = settled !== (query ? JSON.stringify(query) : null) || preview.isFetching;

  const shown = (field: keyof typeof errors) => (showErrors ? errors[field] : undefined);
  const setType = (type: WorkType, change: Partial<Draft["types"][WorkType]>) =>
    setDraft((d) => ({ ...d, types: { ...d.types, [type]: { ...d.types[type], ...change } } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (wanted) onSave(wanted);
  }

  return (
    <form className="coverage-editor" onSubmit={submit} noValidate aria-label="Dekning">
      <div className="coverage-editor__fields">
        <FormField label="Basepostnummer" error={shown("postCode")}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={draft.postCode}
              onChange={(e) => setDraft((d) => ({ ...d, postCode: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label="Radius (km)" hint="Gjelder alle arbeidstypene" error={shown("radius")}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={draft.radius}
              onChange={(e) => setDraft((d) => ({ ...d, radius: e.target.value }))}
            />
          )}
        </FormField>
        <fieldset
          className="coverage-editor__types"
          aria-describedby={shown("types") ? "coverage-types-error" : undefined}
        >
          <legend>Arbeidstyper</legend>
          {shown("types") && (
            <p id="coverage-types-error" className="form-field__error">
              {errors.types}
            </p>
          )}
          {WORK_TYPES.map((type) => (
            <div key={type} className="coverage-editor__type">
              <FormField label={workTypeLabels[type]} check>
                {(control) => (
                  <Checkbox
                    {...control}
                    checked={draft.types[type].on}
                    onChange={(e) => setType(type, { on: e.target.checked })}
                  />
                )}
              </FormField>
              {draft.types[type].on && (
                <FormField
                  label={`Utvidet radius for ${workTypeLabels[type].toLowerCase()} (km)`}
                  optional
                  error={shown(type)}
                >
                  {(control) => (
                    <input
                      {...control}
                      inputMode="decimal"
                      value={draft.types[type].extended}
                      onChange={(e) => setType(type, { extended: e.target.value })}
                    />
                  )}
                </FormField>
              )}
            </div>
          ))}
        </fieldset>
      </div>
      <section className="coverage-preview" aria-label="Forhåndsvisning av dekningen" aria-busy={waiting}>
        <h3>
          Forhåndsvisning {waiting && <Spinner size="small" />}
          {waiting && <span className="visually-hidden">Oppdaterer …</span>}
        </h3>
        <div aria-live="polite">
          {!valid ? (
            <p className="desk-muted">Rett opp feltene for å se hva endringen dekker.</p>
          ) : preview.isError ? (
            <Alert type="error">{errorMessage(preview.error)}</Alert>
          ) : preview.data ? (
            <Preview preview={preview.data.data} />
          ) : (
            <p className="desk-muted">Henter dekningen …</p>
          )}
        </div>
      </section>
      <div className="desk-form__actions">
        <Button type="submit" busy={busy}>
          Lagre dekning
        </Button>
        <Button variant="secondary" onClick={() => setDraft(draftOf(settings))}>
          Tilbakestill
        </Button>
      </div>
    </form>
  );
}
