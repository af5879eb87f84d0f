import { zodResolver } from "@hookform/resolvers/zod";
import { type createProduct, type Product, productBodySchema } from "@mt/contract/catalogue";
import type { RouteInput } from "@mt/contract/define-route";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import { kronerInput, oreFromKronerInput } from "@mt/domain/format/price";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { ApiError, errorMessage } from "../../../lib/api";
import type { useSaveListItem } from "./save-list-item";

export type ProductBody = NonNullable<RouteInput<typeof createProduct>["body"]>;

const PRICE_MESSAGE = "Skriv prisen i kroner, for eksempel 1490 eller 1490,50";

/** The product form: the body's own rules, with the price typed in kroner and empty texts left out. */
export const productFormSchema = z
  .object({
    sku: productBodySchema.shape.sku,
    name: productBodySchema.shape.name,
    description: z.string().trim().max(2000),
    imageUrl: z.string().trim().max(500),
    priceKr: z.string().refine((text) => (oreFromKronerInput(text) ?? -1) >= 0, PRICE_MESSAGE),
    workType: productBodySchema.shape.workType,
    active: z.boolean(),
  })
  .transform(
    (values): ProductBody => ({
      sku: values.sku,
      name: values.name,
      description: values.description || null,
      imageUrl: values.imageUrl || null,
      priceOre: oreFromKronerInput(values.priceKr) ?? 0,
      workType: values.workType,
      active: values.active,
    }),
  );
type FormInput = z.input<typeof productFormSchema>;

export const productFormValues = (product?: Product): FormInput => ({
  sku: product?.sku ?? "",
  name: product?.name ?? "",
  description: product?.description ?? "",
  imageUrl: product?.imageUrl ?? "",
  priceKr: product ? kronerInput(product.priceOre) : "",
  workType: product?.workType ?? "ELECTRICIAN",
  active: product?.active ?? true,
});

/** The server's field names for the form's (the price is sent in øre). */
const SERVER_FIELDS: Record<string, FieldPath<FormInput>> = {
  sku: "sku",
  name: "name",
  description: "description",
  imageUrl: "imageUrl",
  priceOre: "priceKr",
  workType: "workType",
  active: "active",
};

/** A new product, or a change to one: number, name, text, image, price in kroner, work type, shown or not. */
export function ProductForm({
  product,
  saving,
  onSaved,
}: {
  /** Absent for a new product. */
  product?: Product;
  saving: ReturnType<typeof useSaveListItem<Product, ProductBody>>;
  onSaved(product: Product): void;
}) {
  const [message, setMessage] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const form = useForm<FormInput, unknown, ProductBody>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormValues(product),
  });
  const { errors } = form.formState;
  const { register } = form;

  function save(body: ProductBody) {
    setMessage(null);
    saving.mutate(
      { selected: product?.id ?? "new", body },
      {
        onSuccess: (data) => {
          form.reset(productFormValues(data));
          setMessage({ type: "success", text: "Produktet er lagret." });
          onSaved(data);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setMessage({ type: "error", text: errorMessage(error) });
            return;
          }
          // Field errors go under their fields; the alert says only what has no field (or the reason).
          const fieldErrors = Object.entries(error.error.fieldErrors);
          const rest: string[] = [];
          for (const [key, messages] of fieldErrors) {
            const field = SERVER_FIELDS[key.replace(/^body\./, "")];
            if (field) form.setError(field, { message: messages.join("\n") });
            else rest.push(messages.join("\n"));
          }
          const text = fieldErrors.length > 0 ? rest.join("\n") : error.error.message;
          setMessage(text ? { type: "error", text } : null);
        },
      },
    );
  }

  return (
    <form
      className="admin-editor"
      onSubmit={form.handleSubmit(save)}
      noValidate
      aria-labelledby="produkt-tittel"
    >
      <h2 id="produkt-tittel">{product ? "Rediger produkt" : "Nytt produkt"}</h2>
      <FormField id="produkt-sku" className="admin-field" label="Varenummer" error={errors.sku?.message}>
        {(control) => <input {...control} {...register("sku")} />}
      </FormField>
      <FormField id="produkt-name" className="admin-field" label="Navn" error={errors.name?.message}>
        {(control) => <input {...control} {...register("name")} />}
      </FormField>
      <FormField
        id="produkt-description"
        className="admin-field"
        label="Beskrivelse"
        optional
        error={errors.description?.message}
      >
        {(control) => <input {...control} {...register("description")} />}
      </FormField>
      <FormField
        id="produkt-imageUrl"
        className="admin-field"
        label="Bilde (URL)"
        optional
        error={errors.imageUrl?.message}
      >
        {(control) => <input {...control} {...register("imageUrl")} />}
      </FormField>
      <FormField
        id="produkt-priceKr"
        className="admin-field"
        label="Pris i kroner inkl. mva."
        error={errors.priceKr?.message}
      >
        {(control) => <input inputMode="decimal" {...control} {...register("priceKr")} />}
      </FormField>
      <FormField
        id="produkt-workType"
        className="admin-field"
        label="Arbeidstype"
        error={errors.workType?.message}
      >
        {(control) => (
          <Select {...control} {...register("workType")}>
            {WORK_TYPES.map((t) => (
              <option key={t} value={t}>
                {workTypeLabels[t]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="produkt-active" label="Aktiv" check>
        {(control) => <Checkbox {...control} {...register("active")} />}
      </FormField>
      <p className="admin-hint">Publiserte jobbversjoner beholder prisen de ble publisert med.</p>
      {message && <Alert type={message.type}>{message.text}</Alert>}
      <div className="admin-actions">
        <Button type="submit" busy={saving.isPending}>
          Lagre
        </Button>
      </div>
    </form>
  );
}
