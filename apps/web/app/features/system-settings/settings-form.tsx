import { type SettingsPage, updateSettings } from "@mt/contract/settings";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { ArrivalWindowsField } from "./arrival-windows-field";
import { bodyOf, draftErrors, draftOf, fieldErrorsOf, type SettingsDraft } from "./settings-form-state";
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
  const [draft, setDraft] = useState(() => draftOf(page.values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const save = useMutation({
    mutationFn: () => callApi(browserFetch, updateSettings, { body: bodyOf(draft) }),
    onSuccess: ({ data }) => {
      setErrors({});
      setDraft(draftOf(data.values));
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
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast.error(errorMessage(error));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = draftErrors(bodyOf(draft));
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
    else focusFirstError(event.currentTarget);
  }

  const text = (
    key: TextKey,
    props: { inputMode?: "numeric" | "tel" | "email"; type?: string; hint?: string } = {},
  ) => (
    <FormField label={L[key]} hint={props.hint} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
        />
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
          windows={draft.arrivalWindows}
          errors={errors}
          onChange={(windows) => set("arrivalWindows", windows)}
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
                checked={draft.launchedWorkTypes.includes(type)}
                onChange={(e) =>
                  set(
                    "launchedWorkTypes",
                    e.target.checked
                      ? WORK_TYPES.filter((t) => t === type || draft.launchedWorkTypes.includes(t))
                      : draft.launchedWorkTypes.filter((t) => t !== type),
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
