import { zodResolver } from "@hookform/resolvers/zod";
import { listPages } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Controller, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { ImageSelect } from "../../../components/media/image-select";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { ApiError, browserFetch, callApi, errorMessage } from "../../../lib/api";
import { PalettePicker } from "../palette-picker";
import {
  isReserved,
  type PageFormInput,
  type PageFormValues,
  pageFormSchema,
  previewPath,
  slugFromTitle,
} from "./page-form-values";
import { cmsScreenKeys } from "./screens-api";

export type PageForm = UseFormReturn<PageFormInput, unknown, PageFormValues>;

const FORM_FIELDS = new Set(["title", "slug", "parentId", "type", "published"]);

/**
 * Puts a failed save's messages where they belong: a taken or reserved address under the slug (by
 * code), other field errors under their fields; returns what is left for the form's alert.
 */
export function showSaveError(error: unknown, form: PageForm): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const { code, message, fieldErrors } = error.error;
  if (code === "PATH_TAKEN" || code === "RESERVED_PATH") {
    form.setError("slug", { message }, { shouldFocus: true });
    return null;
  }
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.replace(/^body\./, "");
    if (FORM_FIELDS.has(field)) form.setError(field as keyof PageFormInput, { message: messages.join(" ") });
    else rest.push(messages.join(" "));
  }
  return rest.length > 0 || Object.keys(fieldErrors).length === 0 ? [message, ...rest].join(" ") : null;
}

function useParentPages() {
  return useQuery({
    queryKey: cmsScreenKeys.parents,
    queryFn: async () =>
      (await callApi(browserFetch, listPages, { query: { type: "page", perPage: 100 } })).data,
  });
}

/** Title, address, type, SEO, background and publishing of a page; used by /new and /sider/{id}. */
export function PageFormView({
  initial,
  pageId,
  submitLabel,
  busy,
  failure,
  onSubmit,
  children,
}: {
  initial: PageFormInput;
  /** The page being changed: it cannot be its own parent. Absent on /new, where the slug follows the title. */
  pageId?: number;
  submitLabel: string;
  busy: boolean;
  failure: ReactNode;
  onSubmit(values: PageFormValues, form: PageForm): void;
  children?: ReactNode;
}) {
  const form: PageForm = useForm<PageFormInput, unknown, PageFormValues>({
    resolver: zodResolver(pageFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [slugTouched, setSlugTouched] = useState(pageId !== undefined);
  const parents = useParentPages();
  const [type, slug, parentId] = useWatch({ control: form.control, name: ["type", "slug", "parentId"] });
  const parent = parents.data?.find((page) => String(page.id) === parentId);
  const path = previewPath(type, slug, parent?.path ?? null);
  const titleField = form.register("title", {
    onChange: (event) => {
      if (!slugTouched) form.setValue("slug", slugFromTitle(event.target.value));
    },
  });
  const slugField = form.register("slug", { onChange: () => setSlugTouched(true) });

  return (
    <form
      className="cms-screens__form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
    >
      <fieldset>
        <legend>Side og adresse</legend>
        <FormField label="Tittel" error={errors.title?.message}>
          {(control) => <input {...control} autoComplete="off" {...titleField} />}
        </FormField>
        <FormField
          label="Sidetype"
          hint={pageId === undefined ? undefined : "Typen kan ikke endres etter at siden er laget."}
          error={errors.type?.message}
        >
          {(control) =>
            pageId === undefined ? (
              <Select {...control} {...form.register("type")}>
                <option value="page">Side</option>
                <option value="job">Jobbside</option>
              </Select>
            ) : (
              <Select {...control} value={type} disabled>
                <option value="page">Side</option>
                <option value="job">Jobbside</option>
              </Select>
            )
          }
        </FormField>
        <FormField
          label="Adressenavn (slug)"
          hint="Små bokstaver og tall, ord skilt med bindestrek."
          error={errors.slug?.message}
        >
          {(control) => <input {...control} autoComplete="off" spellCheck={false} {...slugField} />}
        </FormField>
        {type === "page" && (
          <FormField label="Overordnet side" optional error={errors.parentId?.message}>
            {(control) => (
              <Select {...control} {...form.register("parentId")}>
                <option value="">Ingen (ligger på toppnivå)</option>
                {(parents.data ?? [])
                  .filter((page) => page.id !== pageId && page.path !== "/")
                  .map((page) => (
                    <option key={page.id} value={page.id}>
                      {page.title} ({page.path})
                    </option>
                  ))}
              </Select>
            )}
          </FormField>
        )}
        <p className="cms-screens__path" aria-live="polite">
          Adresse: <strong>{path || "–"}</strong>
          {isReserved(type, path) && (
            <span className="form-field__error"> Adressen er reservert for en annen side</span>
          )}
        </p>
      </fieldset>

      <fieldset>
        <legend>Søkemotorer og deling</legend>
        <FormField label="SEO-tittel" optional error={errors.seoTitle?.message}>
          {(control) => <input {...control} autoComplete="off" {...form.register("seoTitle")} />}
        </FormField>
        <FormField label="Beskrivelse" optional error={errors.seoDescription?.message}>
          {(control) => <textarea {...control} rows={3} {...form.register("seoDescription")} />}
        </FormField>
        <FormField
          label="Nøkkelord"
          optional
          hint="Skill nøkkelordene med komma."
          error={errors.keywords?.message}
        >
          {(control) => <input {...control} autoComplete="off" {...form.register("keywords")} />}
        </FormField>
        <FormField label="Delingsbilde (URL)" optional error={errors.seoImage?.message}>
          {(control) => <input {...control} type="url" autoComplete="off" {...form.register("seoImage")} />}
        </FormField>
        <Controller
          control={form.control}
          name="seoImage"
          render={({ field }) => (
            <ImageSelect
              label="Eller velg delingsbilde fra bildebiblioteket"
              selected={field.value || null}
              onSelect={(item) => field.onChange(item?.url ?? "")}
            />
          )}
        />
      </fieldset>

      <Controller
        control={form.control}
        name="background"
        render={({ field }) => (
          <PalettePicker
            legend="Bakgrunnsfarge"
            value={field.value}
            onChange={(colour) => field.onChange(colour ?? undefined)}
            error={errors.background?.message}
          />
        )}
      />

      <FormField label="Publisert (synlig for besøkende)" check error={errors.published?.message}>
        {(control) => <Checkbox {...control} {...form.register("published")} />}
      </FormField>

      {failure && <Alert type="error">{failure}</Alert>}
      <div className="cms-screens__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
