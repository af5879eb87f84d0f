import { isSafeHref, UNSAFE_LINK_MESSAGE } from "@mt/domain/cms/safe-url";
import type { PageType } from "@mt/domain/entities/enums";
import { useId } from "react";
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { Checkbox } from "../../../../components/ui/checkbox";
import { FormField } from "../../../../components/ui/form-field";
import { Radio } from "../../../../components/ui/radio";
import { PageSearch } from "../../page-search";

/** Where a link leads: a page chosen through link search, or a typed address. */
export type LinkChoice =
  | { kind: "page"; pageId: number; title: string; slug: string; path: string; type: PageType }
  | { kind: "url"; url: string };

export interface LinkValue {
  link: LinkChoice | null;
  target: "_self" | "_blank";
}

/** The problem with a link, or null when it can be saved. */
export function linkProblem(value: LinkValue): string | null {
  if (!value.link) return "Velg en side eller skriv en nettadresse.";
  if (value.link.kind === "url" && (!value.link.url.trim() || !isSafeHref(value.link.url.trim()))) {
    return UNSAFE_LINK_MESSAGE;
  }
  return null;
}

/** A link form's rule: a page chosen or a safe address typed (the message is `linkProblem`'s). */
export const linkValueSchema = z.custom<LinkValue>().superRefine((value, ctx) => {
  const problem = linkProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** Link search or an address, and whether the link opens in a new tab. */
export function LinkFields({
  value,
  onChange,
  error,
}: {
  value: LinkValue;
  onChange(value: LinkValue): void;
  error?: string | null;
}) {
  const name = useId();
  const kind = value.link?.kind ?? "page";
  const setKind = (next: "page" | "url") =>
    onChange({ ...value, link: next === "url" ? { kind: "url", url: "" } : null });
  return (
    <div className="cms-link-fields">
      <fieldset className="cms-link-fields__kind">
        <legend>Lenke til</legend>
        <label>
          <Radio name={name} checked={kind === "page"} onChange={() => setKind("page")} /> Side
        </label>
        <label>
          <Radio name={name} checked={kind === "url"} onChange={() => setKind("url")} /> Nettadresse
        </label>
      </fieldset>
      {value.link?.kind === "url" ? (
        <FormField label="Nettadresse" hint="For eksempel https://eksempel.no eller /om-oss" error={error}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="url"
              value={value.link?.kind === "url" ? value.link.url : ""}
              onChange={(event) => onChange({ ...value, link: { kind: "url", url: event.target.value } })}
            />
          )}
        </FormField>
      ) : (
        <>
          {value.link?.kind === "page" && (
            <p className="cms-link-fields__chosen" aria-live="polite">
              Valgt side: <strong>{value.link.title}</strong> ({value.link.path})
            </p>
          )}
          {error && !value.link && (
            <p className="form-field__error" role="alert">
              {error}
            </p>
          )}
          <PageSearch
            onPick={(item) =>
              onChange({
                ...value,
                link: {
                  kind: "page",
                  pageId: item.id,
                  title: item.title,
                  slug: item.slug,
                  path: item.url,
                  type: item.type,
                },
              })
            }
          />
        </>
      )}
      <label className="cms-link-fields__target">
        <Checkbox
          checked={value.target === "_blank"}
          onChange={(event) => onChange({ ...value, target: event.target.checked ? "_blank" : "_self" })}
        />{" "}
        Åpne i ny fane
      </label>
    </div>
  );
}

/** `LinkFields` as the `link` field of a react-hook-form form (the button and the rich-text link dialogs). */
export function FormLinkFields<T extends FieldValues & { link: LinkValue }, Out>({
  form,
}: {
  form: UseFormReturn<T, unknown, Out>;
}) {
  const name = "link" as Path<T>;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <LinkFields
          value={field.value}
          // Not field.onChange: a LinkValue has a `target`, which react-hook-form takes for an event's.
          onChange={(value) =>
            form.setValue(name, value as PathValue<T, Path<T>>, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
