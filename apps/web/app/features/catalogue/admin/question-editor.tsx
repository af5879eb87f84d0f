import type { Product } from "@mt/contract/catalogue";
import { kronerInput, oreFromKronerInput } from "@mt/domain/format/price";
import type { Question, QuestionOption } from "@mt/domain/price/job-definition";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { FormField } from "../../../components/ui/form-field";

const toOre = (kr: string) => Math.max(0, oreFromKronerInput(kr) ?? 0);
const toInt = (value: string) => Number(value.replace(/\D/g, "")) || 0;

interface OptionRow {
  option: QuestionOption;
  i: number;
}

export const typeLabels: Record<Question["type"], string> = {
  radio: "Ett valg (radio)",
  checkbox: "Flere valg (avkrysning)",
  effect_box: "Effektvalg (varmepumpe)",
  number: "Tall",
  product_selector: "Produktvelger",
  file_upload: "Bildeopplasting",
};

export function newQuestion(type: Question["type"], index: number): Question {
  const base = {
    key: `sporsmal-${index + 1}`,
    title: "Nytt spørsmål",
    required: true,
    help: null,
    showIf: null,
    solarField: null,
  };
  switch (type) {
    case "radio":
    case "checkbox":
    case "effect_box":
      return {
        ...base,
        type,
        options: [
          {
            key: "valg-1",
            label: "Valg 1",
            priceOre: 0,
            minutes: 0,
            materials: [],
            description: null,
            effectKw: null,
          },
        ],
      };
    case "number":
      return {
        ...base,
        type,
        min: 0,
        max: 10,
        unit: "stk",
        includedUnits: 0,
        pricePerUnitOre: 0,
        minutesPerUnit: 0,
        materialsPerUnit: [],
        defaultValue: null,
      };
    case "product_selector":
      return { ...base, type, productIds: [], minutes: 0 };
    case "file_upload":
      return { ...base, type, required: false, maxFiles: 5 };
  }
}

/** One question of the template editor: type, key, title, options with prices, or number and product settings. */
export function QuestionEditor({
  question,
  index,
  products,
  errorAt,
  onChange,
  onMove,
}: {
  question: Question;
  index: number;
  products: Product[];
  /** The error under one of the question's fields (`title`, `key`), if any. */
  errorAt?: (field: "title" | "key") => string | undefined;
  onChange: (question: Question | null) => void;
  onMove: (by: number) => void;
}) {
  const id = `q-${index}`;
  const patch = (values: Partial<Question>) => onChange({ ...question, ...values } as Question);
  const setOption = (i: number, values: Partial<QuestionOption>) => {
    if (!("options" in question)) return;
    const options = question.options.map((o, n) => (n === i ? { ...o, ...values } : o));
    patch({ options } as Partial<Question>);
  };

  const optionColumns: Column<OptionRow>[] = [
    {
      key: "key",
      label: "Nøkkel",
      cell: ({ option, i }) => (
        <input
          aria-label="Nøkkel"
          value={option.key}
          onChange={(e) => setOption(i, { key: e.target.value })}
        />
      ),
    },
    {
      key: "label",
      label: "Tekst",
      cell: ({ option, i }) => (
        <input
          aria-label="Tekst"
          value={option.label}
          onChange={(e) => setOption(i, { label: e.target.value })}
        />
      ),
    },
    {
      key: "price",
      label: "Tillegg (kr)",
      cell: ({ option, i }) => (
        <input
          aria-label="Tillegg i kroner"
          inputMode="decimal"
          defaultValue={kronerInput(option.priceOre)}
          onChange={(e) => setOption(i, { priceOre: toOre(e.target.value) })}
        />
      ),
    },
    {
      key: "minutes",
      label: "Minutter",
      cell: ({ option, i }) => (
        <input
          aria-label="Minutter"
          inputMode="numeric"
          value={option.minutes}
          onChange={(e) => setOption(i, { minutes: toInt(e.target.value) })}
        />
      ),
    },
    ...(question.type === "effect_box"
      ? [
          {
            key: "kw",
            label: "kW",
            cell: ({ option, i }: OptionRow) => (
              <input
                aria-label="Effekt i kW"
                inputMode="decimal"
                defaultValue={option.effectKw ?? ""}
                onChange={(e) => setOption(i, { effectKw: Number(e.target.value.replace(",", ".")) || null })}
              />
            ),
          },
        ]
      : []),
    {
      key: "remove",
      label: "Fjern",
      header: <span className="visually-hidden">Fjern</span>,
      cell: ({ i }) =>
        "options" in question && (
          <Button
            variant="tertiary"
            size="small"
            onClick={() =>
              patch({ options: question.options.filter((_, n) => n !== i) } as Partial<Question>)
            }
          >
            Fjern
          </Button>
        ),
    },
  ];

  return (
    <fieldset className="admin-question">
      <legend className="visually-hidden">Spørsmål {index + 1}</legend>
      <div className="admin-question__head">
        <strong>
          {index + 1}. {typeLabels[question.type]}
        </strong>
        <span className="admin-actions">
          <Button
            variant="tertiary"
            size="small"
            onClick={() => onMove(-1)}
            aria-label={`Flytt spørsmål ${index + 1} opp`}
          >
            ↑
          </Button>
          <Button
            variant="tertiary"
            size="small"
            onClick={() => onMove(1)}
            aria-label={`Flytt spørsmål ${index + 1} ned`}
          >
            ↓
          </Button>
          <Button variant="tertiary" size="small" onClick={() => onChange(null)}>
            Slett
          </Button>
        </span>
      </div>
      <div className="admin-row">
        <FormField id={`${id}-title`} className="admin-field" label="Spørsmål" error={errorAt?.("title")}>
          {(control) => (
            <input value={question.title} onChange={(e) => patch({ title: e.target.value })} {...control} />
          )}
        </FormField>
        <FormField id={`${id}-key`} className="admin-field" label="Nøkkel" error={errorAt?.("key")}>
          {(control) => (
            <input value={question.key} onChange={(e) => patch({ key: e.target.value })} {...control} />
          )}
        </FormField>
        <FormField id={`${id}-help`} className="admin-field" label="Hjelpetekst" optional>
          {(control) => (
            <input
              value={question.help ?? ""}
              onChange={(e) => patch({ help: e.target.value || null })}
              {...control}
            />
          )}
        </FormField>
        <FormField id={`${id}-required`} label="Påkrevd" check>
          {(control) => (
            <Checkbox
              {...control}
              checked={question.required}
              onChange={(e) => patch({ required: e.target.checked })}
            />
          )}
        </FormField>
      </div>
      {"options" in question && (
        <div className="admin-options">
          <DataTable
            caption={`Valg for spørsmål ${index + 1}`}
            captionHidden
            columns={optionColumns}
            rows={question.options.map((option, i) => ({ option, i }))}
            // Options have no id while their key is being edited.
            rowKey={({ i }) => `${i}-${question.options.length}`}
          />
          <Button
            variant="secondary"
            size="small"
            onClick={() =>
              patch({
                options: [
                  ...question.options,
                  {
                    key: `valg-${question.options.length + 1}`,
                    label: "Nytt valg",
                    priceOre: 0,
                    minutes: 0,
                    materials: [],
                  },
                ],
              } as Partial<Question>)
            }
          >
            Legg til valg
          </Button>
        </div>
      )}
      {question.type === "number" && (
        <div className="admin-row">
          {(
            [
              ["min", "Minst"],
              ["max", "Høyst"],
              ["includedUnits", "Inkludert i grunnpris"],
              ["minutesPerUnit", "Minutter per enhet"],
            ] as const
          ).map(([key, label]) => (
            <FormField key={key} id={`${id}-${key}`} className="admin-field" label={label}>
              {(control) => (
                <input
                  inputMode="numeric"
                  value={question[key]}
                  onChange={(e) => patch({ [key]: toInt(e.target.value) })}
                  {...control}
                />
              )}
            </FormField>
          ))}
          <FormField id={`${id}-unit`} className="admin-field" label="Enhet">
            {(control) => (
              <input value={question.unit} onChange={(e) => patch({ unit: e.target.value })} {...control} />
            )}
          </FormField>
          <FormField id={`${id}-ppu`} className="admin-field" label="Pris per enhet (kr)">
            {(control) => (
              <input
                inputMode="decimal"
                defaultValue={kronerInput(question.pricePerUnitOre)}
                onChange={(e) => patch({ pricePerUnitOre: toOre(e.target.value) })}
                {...control}
              />
            )}
          </FormField>
        </div>
      )}
      {question.type === "product_selector" && (
        <fieldset className="admin-field admin-products">
          <legend>Produkter å velge mellom</legend>
          {products
            .filter((p) => p.active)
            .map((p) => (
              <FormField key={p.id} id={`${id}-produkt-${p.id}`} label={p.name} check>
                {(control) => (
                  <Checkbox
                    {...control}
                    checked={question.productIds.includes(p.id)}
                    onChange={(e) =>
                      patch({
                        productIds: e.target.checked
                          ? [...question.productIds, p.id]
                          : question.productIds.filter((x) => x !== p.id),
                      })
                    }
                  />
                )}
              </FormField>
            ))}
        </fieldset>
      )}
      {question.type === "file_upload" && (
        <FormField id={`${id}-max`} className="admin-field" label="Høyst antall bilder">
          {(control) => (
            <input
              inputMode="numeric"
              value={question.maxFiles}
              onChange={(e) => patch({ maxFiles: Math.min(10, toInt(e.target.value)) || 1 })}
              {...control}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
