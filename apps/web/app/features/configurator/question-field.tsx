import type { PublicProduct } from "@mt/contract/catalogue";
import { formatPrice } from "@mt/domain/format/price";
import { formatQuantity } from "@mt/domain/format/quantity";
import { pricePerExtraUnit } from "@mt/domain/price/calculate-price";
import type { AnswerValue, Question } from "@mt/domain/price/job-definition";
import { OPTIONAL_LABEL } from "@mt/domain/validation/messages";
import { useId } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { fieldAria } from "../../components/ui/form-field";
import { Radio } from "../../components/ui/radio";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { useCall } from "../../lib/use-call";
import { ImageDropZone } from "./image-drop-zone";
import { uploadCustomerImage } from "./upload";

export interface QuestionFieldProps {
  number: number;
  question: Question;
  value: AnswerValue | undefined;
  products: ReadonlyMap<number, PublicProduct>;
  errors?: string[] | undefined;
  onChange: (value: AnswerValue | undefined) => void;
}

const plus = (ore: number) => (ore > 0 ? `+ ${formatPrice(ore)}` : "");

/** One question of the configurator, by type: radio, checkbox, effect box, number, product selector, file upload. */
export function QuestionField({ number, question, value, products, errors, onChange }: QuestionFieldProps) {
  const id = useId();
  const errorId = `${id}-feil`;
  const invalid = Boolean(errors?.length);
  const aria = fieldAria({ hintId: question.help ? `${id}-hjelp` : null, errorId: invalid ? errorId : null });
  const upload = useCall(uploadCustomerImage);
  const uploading = upload.busy;
  const uploadError = upload.error ? errorMessage(upload.error) : null;

  const heading = (
    <>
      <span className="question__number">{number}.</span> {question.title}
      {!question.required && <span className="question__optional"> ({OPTIONAL_LABEL})</span>}
    </>
  );
  const help = question.help ? (
    <p className="question__help" id={`${id}-hjelp`}>
      {question.help}
    </p>
  ) : null;
  const error = invalid ? (
    <p className="question__error" id={errorId} role="alert">
      {errors?.join("\n")}
    </p>
  ) : null;

  switch (question.type) {
    case "radio":
    case "effect_box":
    case "checkbox": {
      const checkbox = question.type === "checkbox";
      const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
      const shared = (key: string) => ({
        id: `${id}-${question.key}-${key}`,
        name: `${id}-${question.key}`,
        value: key,
        checked: chosen.includes(key),
      });
      return (
        <fieldset className="question" id={`sporsmal-${question.key}`} {...aria}>
          <legend className="question__title">{heading}</legend>
          {help}
          <div className={question.type === "effect_box" ? "choices choices--boxes" : "choices"}>
            {question.options.map((option) => (
              <label key={option.key} className="choice" htmlFor={`${id}-${question.key}-${option.key}`}>
                {checkbox ? (
                  <Checkbox
                    {...shared(option.key)}
                    onChange={(e) =>
                      onChange(
                        e.target.checked ? [...chosen, option.key] : chosen.filter((k) => k !== option.key),
                      )
                    }
                  />
                ) : (
                  <Radio {...shared(option.key)} onChange={() => onChange(option.key)} />
                )}
                <span className="choice__text">
                  <span className="choice__label">
                    {option.label}
                    {option.effectKw ? (
                      <span className="choice__effect"> {formatQuantity(option.effectKw, "kW")}</span>
                    ) : null}
                  </span>
                  {option.description && <span className="choice__description">{option.description}</span>}
                </span>
                <span className="choice__price">{plus(option.priceOre)}</span>
              </label>
            ))}
          </div>
          {error}
        </fieldset>
      );
    }
    case "product_selector": {
      return (
        <fieldset className="question" id={`sporsmal-${question.key}`} {...aria}>
          <legend className="question__title">{heading}</legend>
          {help}
          <div className="choices choices--boxes">
            {question.productIds.map((productId) => {
              const product = products.get(productId);
              if (!product) return null;
              return (
                <label key={productId} className="choice">
                  <Radio
                    name={`${id}-${question.key}`}
                    value={productId}
                    checked={Number(value) === productId}
                    onChange={() => onChange(productId)}
                  />
                  <span className="choice__text">
                    <span className="choice__label">{product.name}</span>
                    {product.description && (
                      <span className="choice__description">{product.description}</span>
                    )}
                  </span>
                  <span className="choice__price">{formatPrice(product.priceOre)}</span>
                </label>
              );
            })}
          </div>
          {error}
        </fieldset>
      );
    }
    case "number": {
      const current = typeof value === "number" ? value : "";
      return (
        <div className="question" id={`sporsmal-${question.key}`}>
          <label className="question__title" htmlFor={`${id}-tall`}>
            {heading}
          </label>
          {help}
          <div className="number-field">
            <button
              type="button"
              className="number-field__step"
              aria-label={`Færre ${question.unit}`}
              onClick={() =>
                onChange(Math.max(question.min, (typeof value === "number" ? value : question.min) - 1))
              }
            >
              −
            </button>
            <input
              id={`${id}-tall`}
              type="number"
              inputMode="numeric"
              min={question.min}
              max={question.max}
              value={current}
              {...aria}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, "");
                onChange(digits === "" ? undefined : Math.min(question.max, Number(digits)));
              }}
            />
            <button
              type="button"
              className="number-field__step"
              aria-label={`Flere ${question.unit}`}
              onClick={() =>
                onChange(Math.min(question.max, (typeof value === "number" ? value : question.min - 1) + 1))
              }
            >
              +
            </button>
            <span className="number-field__unit">{question.unit}</span>
          </div>
          {pricePerExtraUnit(question, products) > 0 && (
            <p className="question__help">
              {formatPrice(pricePerExtraUnit(question, products))} per {question.unit}
              {question.includedUnits > 0
                ? ` utover ${formatQuantity(question.includedUnits, question.unit)}`
                : ""}
            </p>
          )}
          {error}
        </div>
      );
    }
    case "file_upload": {
      const files = Array.isArray(value) ? value : [];
      return (
        <div className="question" id={`sporsmal-${question.key}`}>
          <label className="question__title" htmlFor={`${id}-fil`}>
            {heading}
          </label>
          {help}
          <ImageDropZone
            inputId={`${id}-fil`}
            images={files}
            room={question.maxFiles - files.length}
            busy={uploading}
            aria={aria}
            onRemove={(url) => onChange(files.filter((f) => f !== url))}
            onFiles={async (chosen) => {
              const added: string[] = [];
              try {
                for (const file of chosen) added.push(await upload.run(file));
              } catch {
                // The call's error is shown below; the pictures uploaded before it are kept.
              }
              if (added.length > 0) onChange([...files, ...added]);
            }}
          />
          {uploading && (
            <p className="question__help">
              <Spinner size="small" /> Laster opp …
            </p>
          )}
          {uploadError && (
            <p className="question__error" role="alert">
              {uploadError}
            </p>
          )}
          {error}
        </div>
      );
    }
  }
}
