import { getOfferChoices, type Offer, type OfferChoices, saveOffer, sendOffer } from "@mt/contract/offer";
import type { ProjectDetail } from "@mt/contract/project";
import { formatDate, formatDateTime } from "@mt/domain/format/date";
import { formatWorkTime } from "@mt/domain/format/duration";
import { formatPrice, oreFromKronerInput } from "@mt/domain/format/price";
import { offerTotals, offerWorkMinutes } from "@mt/domain/offer/offer-lines";
import {
  MAX_OFFER_LINE_MINUTES,
  OFFER_DESCRIPTION_MAX,
  OFFER_MESSAGE_MAX,
  type OfferLineInput,
  offerDraftSchema,
  offerMessages,
  offerStatusLabels,
} from "@mt/domain/offer/offer-schemas";
import { defaultValidUntil } from "@mt/domain/offer/offer-validity";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { OfferLines } from "../../components/offer-lines";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { useProjectOffers } from "../../lib/project-offers";

/** A line in the builder: catalogue lines show the price the server will use (or has frozen). */
interface DraftLine {
  key: string;
  source: OfferLineInput["source"];
  refId: number | null;
  description: string;
  quantity: number;
  unitPriceOre: number;
  minutesPerUnit: number;
}

const CHOICES_KEY = ["offer", "choices"] as const;
let nextKey = 0;
const lineKey = () => `line-${++nextKey}`;

function linesOf(offer: Offer | undefined): DraftLine[] {
  return (offer?.lines ?? []).map((line) => ({ ...line, key: lineKey() }));
}

function toInput(line: DraftLine): OfferLineInput {
  return line.source === "free"
    ? {
        source: "free",
        description: line.description,
        quantity: line.quantity,
        unitPriceOre: line.unitPriceOre,
        minutesPerUnit: line.minutesPerUnit,
      }
    : { source: line.source, refId: line.refId ?? 0, quantity: line.quantity };
}

/** What the builder saves: the contract's body as the domain schema parsed it. */
type OfferDraftBody = { lines: OfferLineInput[]; validUntil: string; message: string };

/** Field errors by path ("lines", "lines.0.refId", "validUntil"), from zod or from the API's 422. */
type Errors = Record<string, string>;

function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.error.fieldErrors).map(([key, list]) => [key, list[0] ?? ""]),
  );
}

function VersionList({
  offers,
  mayBuild,
  sending,
  onSend,
}: {
  offers: Offer[];
  mayBuild: boolean;
  sending: string | null;
  onSend: (offer: Offer) => void;
}) {
  if (offers.length === 0) return <p className="desk-muted">Ingen tilbud ennå.</p>;
  return (
    // Scrolls sideways on a narrow screen: focusable so the keyboard can scroll it too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className="offer-desk__versions" tabIndex={0} aria-label="Versjoner av tilbudet">
      <table className="desk-table">
        <caption className="visually-hidden">Versjoner av tilbudet</caption>
        <thead>
          <tr>
            <th scope="col">Versjon</th>
            <th scope="col">Status</th>
            <th scope="col">Totalt</th>
            <th scope="col">Gyldig til</th>
            <th scope="col">Laget</th>
            <th scope="col">
              <span className="visually-hidden">Handlinger</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer, index) => (
            <tr key={offer.uuid} data-testid={`offer-version-${offer.version}`}>
              <td>{offer.version}</td>
              <td>
                {offerStatusLabels[offer.status]}
                {offer.expired && offer.status === "sent" ? " (utløpt)" : ""}
                {offer.sentAt && <span className="desk-muted"> {formatDateTime(offer.sentAt)}</span>}
              </td>
              <td className="desk-table__nowrap">{formatPrice(offer.totalOre)}</td>
              <td className="desk-table__nowrap">{formatDate(offer.validUntil)}</td>
              <td>
                {offer.createdBy ?? "Ukjent"}, {formatDateTime(offer.createdAt)}
              </td>
              <td className="offer-desk__version-actions">
                <a href={offer.pdfUrl} target="_blank" rel="noreferrer">
                  PDF<span className="visually-hidden"> av versjon {offer.version}</span>
                </a>
                {mayBuild && index === 0 && offer.status === "draft" && (
                  <Button size="small" busy={sending === offer.uuid} onClick={() => onSend(offer)}>
                    Send versjon {offer.version} til kunden
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AddFromCatalogue({ choices, onAdd }: { choices: OfferChoices; onAdd: (line: DraftLine) => void }) {
  const [picked, setPicked] = useState("");
  const [error, setError] = useState<string | null>(null);
  function add() {
    const [source, id] = picked.split(":");
    const choice =
      source === "product"
        ? choices.products.find((p) => String(p.id) === id)
        : choices.jobs.find((j) => String(j.id) === id);
    if (!choice || (source !== "product" && source !== "job")) {
      setError("Velg et produkt eller en jobb");
      return;
    }
    setError(null);
    onAdd({
      key: lineKey(),
      source,
      refId: choice.id,
      description: "name" in choice ? choice.name : choice.title,
      quantity: 1,
      unitPriceOre: choice.priceOre,
      minutesPerUnit: "minutes" in choice ? choice.minutes : 0,
    });
    setPicked("");
  }
  return (
    <div className="offer-desk__add">
      <FormField
        label="Fra katalogen"
        hint="Prisen er nettbutikkens pris i dag, og den låses i tilbudet."
        error={error}
      >
        {(control) => (
          <Select {...control} value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="">Velg produkt eller jobb …</option>
            <optgroup label="Jobber (fra-pris)">
              {choices.jobs.map((job) => (
                <option key={job.id} value={`job:${job.id}`}>
                  {job.title} – {formatPrice(job.priceOre)}, {formatWorkTime(job.minutes)}
                </option>
              ))}
            </optgroup>
            <optgroup label="Produkter">
              {choices.products.map((product) => (
                <option key={product.id} value={`product:${product.id}`}>
                  {product.name} – {formatPrice(product.priceOre)}
                </option>
              ))}
            </optgroup>
          </Select>
        )}
      </FormField>
      <Button variant="secondary" size="medium" onClick={add}>
        Legg til
      </Button>
    </div>
  );
}

function AddFreeLine({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const [description, setDescription] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [price, setPrice] = useState("");
  const [minutes, setMinutes] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  function add() {
    const next: Errors = {};
    const unitPriceOre = oreFromKronerInput(price);
    const count = Number(quantity);
    const work = minutes.trim() === "" ? 0 : Number(minutes);
    if (!description.trim()) next.description = "Må fylles ut";
    if (!Number.isInteger(count) || count < 1) next.quantity = "Antall må være et helt tall fra 1";
    if (price.trim() === "" || unitPriceOre === null || unitPriceOre < 0)
      next.price = "Skriv en pris i kroner";
    if (!Number.isInteger(work) || work < 0 || work > MAX_OFFER_LINE_MINUTES)
      next.minutes = offerMessages.minutes;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onAdd({
      key: lineKey(),
      source: "free",
      refId: null,
      description: description.trim(),
      quantity: count,
      unitPriceOre: unitPriceOre ?? 0,
      minutesPerUnit: work,
    });
    setDescription("");
    setQuantity("1");
    setPrice("");
    setMinutes("");
  }
  return (
    <fieldset className="offer-desk__free">
      <legend>Fri linje</legend>
      <FormField label="Beskrivelse" error={errors.description}>
        {(control) => (
          <input
            {...control}
            value={description}
            maxLength={OFFER_DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Antall" error={errors.quantity}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={quantity}
            className="offer-desk__short"
            onChange={(event) => setQuantity(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Pris per stk. (kr inkl. mva.)" error={errors.price}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            value={price}
            className="offer-desk__short"
            onChange={(event) => setPrice(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Arbeidstid per stk. (minutter)"
        optional
        hint="Jobben bookes for arbeidstiden når kunden godtar."
        error={errors.minutes}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={minutes}
            className="offer-desk__short"
            onChange={(event) => setMinutes(event.target.value)}
          />
        )}
      </FormField>
      <Button variant="secondary" size="medium" onClick={add}>
        Legg til linje
      </Button>
    </fieldset>
  );
}

function LinesEditor({
  lines,
  errors,
  onChange,
}: {
  lines: DraftLine[];
  errors: Errors;
  onChange: (lines: DraftLine[]) => void;
}) {
  const id = useId();
  if (lines.length === 0) {
    return <p className="desk-muted">Ingen linjer ennå. Legg til fra katalogen eller en fri linje.</p>;
  }
  return (
    <ul className="offer-desk__lines">
      {lines.map((line, index) => (
        <li key={line.key} className="offer-desk__line">
          <span className="offer-desk__line-text">
            {line.description}
            <span className="desk-muted">
              {" "}
              · {formatPrice(line.unitPriceOre)} per stk.
              {line.minutesPerUnit > 0 ? `, ${formatWorkTime(line.minutesPerUnit)} per stk.` : ""}
              {line.source === "free" ? " (fri linje)" : ""}
            </span>
            {errors[`lines.${index}.refId`] && (
              <span className="offer-desk__error">{errors[`lines.${index}.refId`]}</span>
            )}
          </span>
          <label htmlFor={`${id}-${line.key}`} className="visually-hidden">
            Antall for {line.description}
          </label>
          <input
            id={`${id}-${line.key}`}
            className="offer-desk__short"
            type="number"
            min={1}
            max={10000}
            value={line.quantity}
            onChange={(event) =>
              onChange(
                lines.map((l) =>
                  l.key === line.key
                    ? { ...l, quantity: Math.max(1, Math.floor(Number(event.target.value) || 1)) }
                    : l,
                ),
              )
            }
          />
          <strong className="offer-desk__line-sum">{formatPrice(line.quantity * line.unitPriceOre)}</strong>
          <Button
            variant="tertiary"
            size="small"
            onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
          >
            Fjern<span className="visually-hidden"> {line.description}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Builder({
  project,
  newest,
  onSaved,
  busy,
}: {
  project: ProjectDetail;
  newest: Offer | undefined;
  onSaved: (draft: OfferDraftBody, send: boolean) => Promise<void>;
  busy: boolean;
}) {
  const choices = useQuery({
    queryKey: CHOICES_KEY,
    queryFn: () => callApi(browserFetch, getOfferChoices),
    staleTime: 5 * 60_000,
  });
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(newest));
  const [validUntil, setValidUntil] = useState(() =>
    newest && !newest.expired ? newest.validUntil : defaultValidUntil(Date.now()),
  );
  const [message, setMessage] = useState(newest?.message ?? "");
  const [errors, setErrors] = useState<Errors>({});
  // Which submit button was pressed: read at submit time (the state below only shows it as busy).
  const pressed = useRef<"save" | "send">("save");
  const [intent, setIntent] = useState<"save" | "send">("save");
  const press = (which: "save" | "send") => {
    pressed.current = which;
    setIntent(which);
  };
  const totals = offerTotals(lines.map((line) => ({ totalOre: line.quantity * line.unitPriceOre })));
  const workMinutes = offerWorkMinutes(lines);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const draft = { lines: lines.map(toInput), validUntil, message };
    const parsed = offerDraftSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])),
      );
      return;
    }
    if (workMinutes === 0) {
      setErrors({ lines: offerMessages.noWork });
      return;
    }
    setErrors({});
    try {
      await onSaved(parsed.data, pressed.current === "send");
    } catch (error) {
      setErrors(errorsOf(error));
    }
  }

  return (
    <form
      className="desk-form offer-desk__builder"
      onSubmit={submit}
      noValidate
      aria-labelledby={`offer-builder-${project.uuid}`}
    >
      <h3 id={`offer-builder-${project.uuid}`}>
        {newest ? `Ny versjon (${newest.version + 1})` : "Nytt tilbud"}
      </h3>
      {choices.isPending ? (
        <p className="desk-page__loading">
          <Spinner size="small" /> Henter produkter og jobber …
        </p>
      ) : choices.isError ? (
        <Alert type="error">{errorMessage(choices.error)}</Alert>
      ) : (
        <AddFromCatalogue choices={choices.data.data} onAdd={(line) => setLines([...lines, line])} />
      )}
      <AddFreeLine onAdd={(line) => setLines([...lines, line])} />
      <h4>Linjer i tilbudet</h4>
      {errors.lines && <p className="offer-desk__error">{errors.lines}</p>}
      <LinesEditor lines={lines} errors={errors} onChange={setLines} />
      <p className="offer-desk__totals" aria-live="polite">
        Totalt <strong data-testid="offer-builder-total">{formatPrice(totals.totalOre)}</strong> inkl. mva.
        (herav mva. {formatPrice(totals.vatOre)}). Beregnet arbeidstid{" "}
        <strong data-testid="offer-builder-work-time">{formatWorkTime(workMinutes)}</strong>.
      </p>
      <DateField
        label="Gyldig til og med"
        className="offer-desk__date"
        value={validUntil}
        onValueChange={setValidUntil}
        error={errors.validUntil}
      />
      <FormField label="Melding til kunden" optional error={errors.message} className="offer-desk__message">
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={OFFER_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      <div className="desk-form__actions">
        <Button type="submit" size="medium" busy={busy && intent === "send"} onClick={() => press("send")}>
          Lagre og send til kunden
        </Button>
        <Button
          type="submit"
          variant="secondary"
          size="medium"
          busy={busy && intent === "save"}
          onClick={() => press("save")}
        >
          Lagre som utkast
        </Button>
      </div>
    </form>
  );
}

/**
 * The desk's offer for an inspected project: its versions (status, total, PDF) and, while the
 * project is inspected or waiting on an answer, a builder for the next version. Saving makes a new
 * version; sending moves the project to "Tilbud sendt" and tells the customer by SMS and email.
 */
export function OfferDesk({
  project,
  onProjectChange,
}: {
  project: ProjectDetail;
  onProjectChange: (project: ProjectDetail) => void;
}) {
  const toast = useToast();
  const [formKey, setFormKey] = useState(0);
  const enabled = project.kind === "INSPECTION";
  const { offers, refresh: refreshProject, reload } = useProjectOffers(project, enabled, onProjectChange);

  // Marked inspected on this page: the builder opens without a reload.
  const seenStatus = useRef(project.status);
  useEffect(() => {
    if (seenStatus.current === project.status) return;
    seenStatus.current = project.status;
    if (project.status === "inspected") void reload();
  }, [project.status, reload]);

  const send = useMutation({
    mutationFn: (offer: Offer) => callApi(browserFetch, sendOffer, { params: { uuid: offer.uuid } }),
    onSuccess: async ({ data }) => {
      toast.success(`Tilbud versjon ${data.version} er sendt. Kunden har fått SMS og e-post.`);
      await refreshProject();
    },
    onError: async (error) => {
      toast.error(errorMessage(error));
      await refreshProject();
    },
  });

  const save = useMutation({
    mutationFn: async ({ draft, andSend }: { draft: OfferDraftBody; andSend: boolean }) => {
      const { data } = await callApi(browserFetch, saveOffer, {
        params: { uuid: project.uuid },
        body: draft,
      });
      if (!andSend) return { saved: data, sent: false };
      await send.mutateAsync(data);
      return { saved: data, sent: true };
    },
    onSuccess: async ({ saved, sent }) => {
      setFormKey((key) => key + 1);
      // A sent version has refreshed the list and the project already.
      if (sent) return;
      toast.success(`Versjon ${saved.version} er lagret som utkast.`);
      await reload();
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.error.status === 422)) toast.error(errorMessage(error));
    },
  });

  if (!enabled) return null;
  const list = offers.data?.data;
  if (list && list.offers.length === 0 && !list.mayBuild) return null;
  return (
    <section className="desk-panel offer-desk" aria-labelledby="offer-heading">
      <h2 id="offer-heading">Tilbud</h2>
      {offers.isPending ? (
        <p className="desk-page__loading">
          <Spinner size="small" /> Henter tilbud …
        </p>
      ) : offers.isError ? (
        <Alert type="error">{errorMessage(offers.error)}</Alert>
      ) : (
        <>
          <VersionList
            offers={list?.offers ?? []}
            mayBuild={list?.mayBuild ?? false}
            sending={send.isPending ? (send.variables?.uuid ?? null) : null}
            onSend={(offer) => send.mutate(offer)}
          />
          {list?.offers[0] && (
            <details className="offer-desk__newest">
              <summary>Se linjene i versjon {list.offers[0].version}</summary>
              <OfferLines
                lines={list.offers[0].lines}
                totalOre={list.offers[0].totalOre}
                vatOre={list.offers[0].vatOre}
                durationMinutes={list.offers[0].durationMinutes}
                caption={`Tilbud versjon ${list.offers[0].version}`}
              />
            </details>
          )}
          {list?.mayBuild && (
            <Builder
              key={`${formKey}-${list.offers[0]?.uuid ?? "none"}`}
              project={project}
              newest={list.offers[0]}
              busy={save.isPending || send.isPending}
              onSaved={async (draft, andSend) => {
                await save.mutateAsync({ draft, andSend });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
