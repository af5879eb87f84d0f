import { zodResolver } from "@hookform/resolvers/zod";
import { type SettingsPage, type UpdateSettingsBody, updateSettings } from "@mt/contract/settings";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { type Path, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { ArrivalWindowsField } from "./arrival-windows-field";
import {
  draftOf,
  fieldErrorsOf,
  flatErrors,
  type SettingsDraft,
  settingsFormSchema,
} from "./settings-form-state";
import { settingLabels as L } from "./settings-labels";

type TextKey = Exclude<keyof SettingsDraft, "arrivalWindows" | "launchedWorkTypes">;

/** The settings in sections; saving sends them all, and the server stores and logs those that changed. */
export function SettingsForm({
  page,
  onSaved,
}: {
  page: SettingsPage;
  onSaved: (page: SettingsPage) => void;
}) {
  const toast = useToast();
  const form = useForm<SettingsDraft, unknown, UpdateSettingsBody>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: draftOf(page.values),
    shouldFocusError: false,
  });
  const errors = fieldErrorsOf(
    Object.entries(flatErrors(form.formState.errors)).map(([path, message]) => ({ path, message })),
  );
  const windows = form.watch("arrivalWindows");
  const launched = form.watch("launchedWorkTypes");

  const save = useMutation({
    mutationFn: (body: UpdateSettingsBody) => callApi(browserFetch, updateSettings, { body }),
    onSuccess: ({ data }) => {
      form.reset(draftOf(data.values));
      onSaved(data);
      toast.success("Innstillingene er lagret");
    },
    onError: (error: unknown) => {
      const fields =
        error instanceof ApiError
          ? fieldErrorsOf(
              Object.entries(error.error.fieldErrors).flatMap(([path, messages]) =>
                messages.map((message) => ({ path, message })),
              ),
            )
          : {};
      for (const [path, message] of Object.entries(fields))
        form.setError(path as Path<SettingsDraft>, { type: "server", message });
      if (Object.keys(fields).length === 0) toast.error(errorMessage(error));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    return form.handleSubmit(
      (body) => save.mutate(body),
      () => focusFirstError(element),
    )(event);
  }

  const text = (
    key: TextKey,
    props: { inputMode?: "numeric" | "tel" | "email"; type?: string; hint?: string } = {},
  ) => (
    <FormField label={L[key]} hint={props.hint} error={errors[key]}>
      {(control) => (
        <input {...control} type={props.type ?? "text"} inputMode={props.inputMode} {...form.register(key)} />
      )}
    </FormField>
  );

  return (
    <form className="system-settings__form" onSubmit={submit} noValidate>
      <fieldset className="desk-panel system-settings__section">
        <legend>Produkt og kundeservice</legend>
        {text("productName")}
        {text("customerServicePhone", { type: "tel", inputMode: "tel" })}
        {text("customerServiceEmail", { type: "email", inputMode: "email" })}
      </fieldset>

      <fieldset className="desk-panel system-settings__section">
        <legend>Tider som tilbys</legend>
        {text("bookingHorizonDays", {
          inputMode: "numeric",
          hint: "Hvor mange dager fram kunden kan velge tid.",
        })}
        {text("leadTimeHours", { inputMode: "numeric", hint: "Tidligste oppmøte, regnet fra nå." })}
        <ArrivalWindowsField
          windows={windows}
          errors={errors}
          onChange={(next) => form.setValue("arrivalWindows", next, { shouldDirty: true })}
        />
      </fieldset>

      <fieldset className="desk-panel system-settings__section">
        <legend>Kasse og avtaler</legend>
        {text("reservationMinutes", {
          inputMode: "numeric",
          hint: "Hvor lenge en valgt tid holdes av i kassen før den slippes.",
        })}
        {text("customerChangeCutoffHours", {
          inputMode: "numeric",
          hint: "Etter fristen må kunden ringe kundeservice.",
        })}
        {text("cartReminderHours", {
          hint: "Den første sendes med en gang. Senere påminnelser i timer, skilt med komma (f.eks. 24, 72). Tomt: ingen. De stopper når handlekurven er bestilt.",
        })}
      </fieldset>

      <fieldset className="desk-panel system-settings__section" aria-describedby="launched-hint">
        <legend>{L.launchedWorkTypes}</legend>
        <p id="launched-hint" className="form-field__hint">
          Arbeidstyper som ikke er lansert, tilbys ikke i noe område.
        </p>
        {WORK_TYPES.map((type) => (
          <FormField key={type} label={workTypeLabels[type]} check>
            {(control) => (
              <Checkbox
                {...control}
                checked={launched.includes(type)}
                onChange={(e) =>
                  form.setValue(
                    "launchedWorkTypes",
                    e.target.checked
                      ? WORK_TYPES.filter((t) => t === type || launched.includes(t))
                      : launched.filter((t) => t !== type),
                    { shouldDirty: true },
                  )
                }
              />
            )}
          </FormField>
        ))}
        {errors.launchedWorkTypes && <p className="form-field__error">{errors.launchedWorkTypes}</p>}
      </fieldset>

      <div className="desk-form__actions">
        <Button type="submit" busy={save.isPending}>
          Lagre innstillinger
        </Button>
      </div>
    </form>
  );
}

/** After a refused save, the first field with an error gets the focus. */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
