import { zodResolver } from "@hookform/resolvers/zod";
import {
  freeOfferLineBody,
  getOfferChoices,
  type Offer,
  type OfferChoices,
  offerDraftBody,
  saveOffer,
  sendOffer,
} from "@mt/contract/offer";
import type { ProjectDetail } from "@mt/contract/project";
import { formatDate, formatDateTime } from "@mt/domain/format/date";
import { formatWorkTime } from "@mt/domain/format/duration";
import { formatPrice, oreFromKronerInput } from "@mt/domain/format/price";
import { offerTotals, offerWorkMinutes } from "@mt/domain/offer/offer-lines";
import {
  MAX_OFFER_QUANTITY,
  OFFER_DESCRIPTION_MAX,
  OFFER_MESSAGE_MAX,
  type OfferLineInput,
  offerMessages,
  offerStatusLabels,
} from "@mt/domain/offer/offer-schemas";
import { defaultValidUntil } from "@mt/domain/offer/offer-validity";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldPath,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { z } from "zod";
import { OfferLines } from "../../components/offer-lines";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { useProjectOffers } from "../../lib/project-offers";

/** A line in the builder: catalogue lines show the price the server will use (or has frozen). */
interface DraftLine {
  source: OfferLineInput["source"];
  refId: number | null;
  description: string;
  quantity: number;
  unitPriceOre: number;
  minutesPerUnit: number;
}

const CHOICES_KEY = ["offer", "choices"] as const;

function linesOf(offer: Offer | undefined): DraftLine[] {
  return (offer?.lines ?? []).map(
    ({ source, refId, description, quantity, unitPriceOre, minutesPerUnit }) => ({
      source,
      refId,
      description,
      quantity,
      unitPriceOre,
      minutesPerUnit,
    }),
  );
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

/**
 * The builder's form: the lines as the page shows them, checked as the route's body
 * (`offerDraftBody`) once made into its lines, and refused without working time as the server does.
 */
const builderSchema = z.object({
  lines: z.array(z.custom<DraftLine>()).transform((lines, ctx) => {
    const parsed = offerDraftBody.shape.lines.safeParse(lines.map(toInput));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
      return z.NEVER;
    }
    if (offerWorkMinutes(lines) === 0) {
      ctx.addIssue({ code: "custom", message: offerMessages.noWork });
      return z.NEVER;
    }
    return parsed.data;
  }),
  validUntil: offerDraftBody.shape.validUntil,
  message: offerDraftBody.shape.message,
});
type BuilderInput = z.input<typeof builderSchema>;
/** What the builder saves: the contract's body as its schema parsed it. */
type OfferDraftBody = z.output<typeof builderSchema>;

/** A line's fields the server may name in its field errors ("lines.0.refId"). */
const LINE_FIELDS = ["refId", "quantity", "description", "unitPriceOre", "minutesPerUnit"] as const;

/** The server's field name ("body.validUntil", "lines.0.refId") as a field of the builder, or null. */
function builderField(serverKey: string): FieldPath<BuilderInput> | null {
  const key = serverKey.replace(/^body\./, "");
  if (key === "lines" || key === "validUntil" || key === "message") return key;
  const line = /^lines\.(\d+)\.(\w+)$/.exec(key);
  const field = LINE_FIELDS.find((name) => name === line?.[2]);
  return line && field ? `lines.${Number(line[1])}.${field}` : null;
}

/** The message of the whole list (none, too many, no working time), from the schema or the server. */
const linesMessage = (errors: FieldErrors<BuilderInput>) =>
  errors.lines?.root?.message ?? errors.lines?.message;

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

const PICK_MESSAGE = "Velg et produkt eller en jobb";

/** The catalogue line form: one product or job from the offered ones, at its price today. */
function catalogueSchema(choices: OfferChoices) {
  return z.object({
    picked: z.string().transform((picked, ctx): DraftLine => {
      const [source, id] = picked.split(":");
      const product = source === "product" ? choices.products.find((p) => String(p.id) === id) : undefined;
      const job = source === "job" ? choices.jobs.find((j) => String(j.id) === id) : undefined;
      if (product) {
        const { id: refId, name, priceOre } = product;
        return {
          source: "product",
          refId,
          description: name,
          quantity: 1,
          unitPriceOre: priceOre,
          minutesPerUnit: 0,
        };
      }
      if (job) {
        const { id: refId, title, priceOre, minutes } = job;
        return {
          source: "job",
          refId,
          description: title,
          quantity: 1,
          unitPriceOre: priceOre,
          minutesPerUnit: minutes,
        };
      }
      ctx.addIssue({ code: "custom", message: PICK_MESSAGE });
      return z.NEVER;
    }),
  });
}

/**
 * Inside the builder's form (a form may not hold another), so "Legg til" validates this part with
 * its own react-hook-form form rather than a submit.
 */
function AddFromCatalogue({ choices, onAdd }: { choices: OfferChoices; onAdd: (line: DraftLine) => void }) {
  const schema = useMemo(() => catalogueSchema(choices), [choices]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { picked: "" },
  });
  const add = form.handleSubmit(({ picked }) => {
    onAdd(picked);
    form.reset();
  });
  return (
    <div className="offer-desk__add">
      <FormField
        label="Fra katalogen"
        hint="Prisen er nettbutikkens pris i dag, og den låses i tilbudet."
        error={form.formState.errors.picked?.message}
      >
        {(control) => (
          <Select {...control} {...form.register("picked")}>
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
      <Button variant="secondary" size="medium" onClick={(event) => void add(event)}>
        Legg til
      </Button>
    </div>
  );
}

const PRICE_MESSAGE = "Skriv en pris i kroner";

/** The free line form: texts as typed (a price in kroner with a decimal comma), checked as the body's free line. */
const freeLineSchema = z.object({
  description: freeOfferLineBody.shape.description,
  quantity: z
    .string()
    .transform((text) => Number(text))
    .pipe(freeOfferLineBody.shape.quantity),
  price: z
    .string()
    .transform((text, ctx) => {
      const ore = text.trim() === "" ? null : oreFromKronerInput(text);
      if (ore === null || ore < 0) {
        ctx.addIssue({ code: "custom", message: PRICE_MESSAGE });
        return z.NEVER;
      }
      return ore;
    })
    .pipe(freeOfferLineBody.shape.unitPriceOre),
  minutes: z
    .string()
    // Empty: the body's default (no working time).
    .transform((text) => (text.trim() === "" ? undefined : Number(text)))
    .pipe(freeOfferLineBody.shape.minutesPerUnit),
});
type FreeLineInput = z.input<typeof freeLineSchema>;
type FreeLineOutput = z.output<typeof freeLineSchema>;
const emptyFreeLine: FreeLineInput = { description: "", quantity: "1", price: "", minutes: "" };

/** Inside the builder's form as the catalogue line is: "Legg til linje" validates this part. */
function AddFreeLine({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const form = useForm<FreeLineInput, unknown, FreeLineOutput>({
    resolver: zodResolver(freeLineSchema),
    defaultValues: emptyFreeLine,
  });
  const { errors } = form.formState;
  const add = form.handleSubmit(({ description, quantity, price, minutes }) => {
    onAdd({
      source: "free",
      refId: null,
      description,
      quantity,
      unitPriceOre: price,
      minutesPerUnit: minutes,
    });
    form.reset(emptyFreeLine);
  });
  // Enter in a field adds the line as the button does; the browser would submit the whole offer.
  const addOnEnter = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void add(event);
  };
  return (
    <fieldset className="offer-desk__free" onKeyDown={addOnEnter}>
      <legend>Fri linje</legend>
      <FormField label="Beskrivelse" error={errors.description?.message}>
        {(control) => (
          <input {...control} maxLength={OFFER_DESCRIPTION_MAX} {...form.register("description")} />
        )}
      </FormField>
      <FormField label="Antall" error={errors.quantity?.message}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className="offer-desk__short"
            {...form.register("quantity")}
          />
        )}
      </FormField>
      <FormField label="Pris per stk. (kr inkl. mva.)" error={errors.price?.message}>
        {(control) => (
          <input {...control} inputMode="decimal" className="offer-desk__short" {...form.register("price")} />
        )}
      </FormField>
      <FormField
        label="Arbeidstid per stk. (minutter)"
        optional
        hint="Jobben bookes for arbeidstiden når kunden godtar."
        error={errors.minutes?.message}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className="offer-desk__short"
            {...form.register("minutes")}
          />
        )}
      </FormField>
      <Button variant="secondary" size="medium" onClick={(event) => void add(event)}>
        Legg til linje
      </Button>
    </fieldset>
  );
}

/** A line's own message (a catalogue item gone, a quantity refused), from the schema or the server. */
function lineMessage(errors: FieldErrors<BuilderInput>, index: number) {
  const line = errors.lines?.[index];
  return LINE_FIELDS.map((field) => line?.[field]?.message).find(Boolean);
}

function LinesEditor({
  control,
  lines,
  values,
  errors,
  onRemove,
}: {
  control: Control<BuilderInput, unknown, OfferDraftBody>;
  /** The field array's rows: `id` keys the row. */
  lines: (DraftLine & { id: string })[];
  /** The lines' values now (the rows keep the values they were added with). */
  values: DraftLine[];
  errors: FieldErrors<BuilderInput>;
  onRemove: (index: number) => void;
}) {
  const id = useId();
  if (lines.length === 0) {
    return <p className="desk-muted">Ingen linjer ennå. Legg til fra katalogen eller en fri linje.</p>;
  }
  return (
    <ul className="offer-desk__lines">
      {lines.map((line, index) => {
        const message = lineMessage(errors, index);
        const errorId = `${id}-${line.id}-error`;
        return (
          <li key={line.id} className="offer-desk__line">
            <span className="offer-desk__line-text">
              {line.description}
              <span className="desk-muted">
                {" "}
                · {formatPrice(line.unitPriceOre)} per stk.
                {line.minutesPerUnit > 0 ? `, ${formatWorkTime(line.minutesPerUnit)} per stk.` : ""}
                {line.source === "free" ? " (fri linje)" : ""}
              </span>
              {message && (
                <span id={errorId} className="offer-desk__error">
                  {message}
                </span>
              )}
            </span>
            <label htmlFor={`${id}-${line.id}`} className="visually-hidden">
              Antall for {line.description}
            </label>
            <Controller
              control={control}
              name={`lines.${index}.quantity`}
              render={({ field }) => (
                <input
                  id={`${id}-${line.id}`}
                  {...fieldAria({ errorId: message ? errorId : null })}
                  ref={field.ref}
                  name={field.name}
                  className="offer-desk__short"
                  type="number"
                  min={1}
                  max={MAX_OFFER_QUANTITY}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(Math.max(1, Math.floor(Number(event.target.value) || 1)))
                  }
                />
              )}
            />
            <strong className="offer-desk__line-sum">
              {formatPrice((values[index]?.quantity ?? line.quantity) * line.unitPriceOre)}
            </strong>
            <Button variant="tertiary" size="small" onClick={() => onRemove(index)}>
              Fjern<span className="visually-hidden"> {line.description}</span>
            </Button>
          </li>
        );
      })}
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
  const form = useForm<BuilderInput, unknown, OfferDraftBody>({
    resolver: zodResolver(builderSchema),
    defaultValues: {
      lines: linesOf(newest),
      validUntil: newest && !newest.expired ? newest.validUntil : defaultValidUntil(Date.now()),
      message: newest?.message ?? "",
    },
  });
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: "lines" });
  // Read at render (not useWatch): a line added or removed counts in the same render that shows it.
  const lines = form.watch("lines");
  // A message of the server's that belongs to no field.
  const [status, setStatus] = useState<string | null>(null);
  // Which submit button was pressed: read at submit time (the state below only shows it as busy).
  const pressed = useRef<"save" | "send">("save");
  const [intent, setIntent] = useState<"save" | "send">("save");
  const press = (which: "save" | "send") => {
    pressed.current = which;
    setIntent(which);
  };
  const totals = offerTotals(lines.map((line) => ({ totalOre: line.quantity * line.unitPriceOre })));
  const workMinutes = offerWorkMinutes(lines);

  /** A refused save (422): its field errors go to the fields, the rest above the buttons. */
  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError && error.error.status === 422)) return;
    const fieldErrors = error.error.fieldErrors;
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const field = builderField(key);
      if (field) form.setError(field, { message: messages.join("\n") });
      else rest.push(messages.join("\n"));
    }
    setStatus(Object.keys(fieldErrors).length > 0 ? rest.join("\n") || null : errorMessage(error));
  }

  const submit = form.handleSubmit(async (draft) => {
    setStatus(null);
    try {
      await onSaved(draft, pressed.current === "send");
    } catch (error) {
      showServerErrors(error);
    }
  });

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
        <AddFromCatalogue choices={choices.data.data} onAdd={(line) => rows.append(line)} />
      )}
      <AddFreeLine onAdd={(line) => rows.append(line)} />
      <h4>Linjer i tilbudet</h4>
      {linesMessage(errors) && <p className="offer-desk__error">{linesMessage(errors)}</p>}
      <LinesEditor
        control={form.control}
        lines={rows.fields}
        values={lines}
        errors={errors}
        onRemove={rows.remove}
      />
      <p className="offer-desk__totals" aria-live="polite">
        Totalt <strong data-testid="offer-builder-total">{formatPrice(totals.totalOre)}</strong> inkl. mva.
        (herav mva. {formatPrice(totals.vatOre)}). Beregnet arbeidstid{" "}
        <strong data-testid="offer-builder-work-time">{formatWorkTime(workMinutes)}</strong>.
      </p>
      <Controller
        control={form.control}
        name="validUntil"
        render={({ field }) => (
          <DateField
            label="Gyldig til og med"
            className="offer-desk__date"
            value={field.value}
            onValueChange={field.onChange}
            error={errors.validUntil?.message}
          />
        )}
      />
      <FormField
        label="Melding til kunden"
        optional
        error={errors.message?.message}
        className="offer-desk__message"
      >
        {(control) => (
          <textarea {...control} rows={4} maxLength={OFFER_MESSAGE_MAX} {...form.register("message")} />
        )}
      </FormField>
      {status && <Alert type="error">{status}</Alert>}
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
