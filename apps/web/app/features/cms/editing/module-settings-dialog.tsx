import { moduleDataSchemas } from "@mt/domain/cms/module-schemas";
import { isKnownModuleType } from "@mt/domain/cms/module-types";
import type { Module } from "@mt/domain/entities/module";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { Select } from "../../../components/ui/select";
import { PalettePicker } from "../palette-picker";
import { moduleName } from "./module-catalogue";
import { type ModuleField, moduleFields } from "./module-fields";
import { withFreshKeys } from "./module-ops";
import { ModulePreview } from "./module-preview";

type Values = Record<string, string>;

const toFormValue = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/** The form's strings back into the module's data: numbers as numbers, empty optional fields as null. */
function toData(fields: ModuleField[], values: Values, data: Module["data"]): Module["data"] {
  const next: Module["data"] = { ...data };
  for (const field of fields) {
    const raw = values[field.name] ?? "";
    if (field.kind === "text") next[field.name] = raw;
    else if (raw === "") next[field.name] = field.optional ? null : data[field.name];
    else next[field.name] = field.kind === "number" ? Number(raw) : raw;
  }
  return next;
}

/** A module's settings (texts, choices, widths, background) in a dialog, checked by its type's schema. */
export function ModuleSettingsDialog({
  module,
  onClose,
  onSave,
}: {
  module: Module;
  onClose(): void;
  onSave(data: Module["data"]): void;
}) {
  const fields = moduleFields(module.type);
  const { register, control, handleSubmit, watch } = useForm<Values>({
    defaultValues: Object.fromEntries(
      fields.map((field) => [field.name, toFormValue(module.data[field.name])]),
    ),
  });
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit((values) => {
    const data = toData(fields, values, module.data);
    if (isKnownModuleType(module.type)) {
      const result = moduleDataSchemas[module.type].safeParse(data);
      if (!result.success) {
        const issue = result.error.issues[0];
        setError(`${fields.find((f) => f.name === issue?.path[0])?.label ?? "Innhold"}: ${issue?.message}`);
        return;
      }
    }
    onSave(data);
  });

  return (
    <Modal open onClose={onClose} title={`Innstillinger: ${moduleName(module.type)}`}>
      <form className="module-settings" onSubmit={submit} noValidate>
        {module.type === "module_template" ? (
          <TemplateSettings module={module} onSave={onSave} />
        ) : (
          fields.length === 0 && <p>Denne modulen har ingen innstillinger her; innholdet endres på siden.</p>
        )}
        {fields.map((field) => {
          if (field.kind === "palette") {
            return (
              <Controller
                key={field.name}
                control={control}
                name={field.name}
                render={({ field: controlled }) => (
                  <PalettePicker
                    legend={field.label}
                    value={controlled.value || null}
                    optional={field.optional}
                    onChange={(value) => controlled.onChange(value ?? "")}
                  />
                )}
              />
            );
          }
          return (
            <FormField key={field.name} label={field.label} optional={field.optional}>
              {(aria) =>
                field.kind === "select" ? (
                  <Select {...aria} {...register(field.name)}>
                    {field.optional && <option value="">Ingen</option>}
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                ) : field.kind === "number" ? (
                  <input
                    {...aria}
                    type="number"
                    inputMode="numeric"
                    min={field.min ?? undefined}
                    max={field.max ?? undefined}
                    {...register(field.name)}
                  />
                ) : field.multiline ? (
                  <textarea {...aria} rows={3} {...register(field.name)} />
                ) : (
                  <input {...aria} type="text" {...register(field.name)} />
                )
              }
            </FormField>
          );
        })}
        {error && <Alert type="error">{error}</Alert>}
        <ModulePreview module={{ ...module, data: toData(fields, watch(), module.data) }} />
        <div className="module-settings__actions">
          <Button type="submit">Bruk</Button>
          <Button variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A placed module template: synced ones can become a manual copy, edited on this page only. */
function TemplateSettings({ module, onSave }: { module: Module; onSave(data: Module["data"]): void }) {
  if (module.data.syncMode === "Manual") {
    return <p>Manuell kopi av en modulmal: modulene endres her på siden og følger ikke malen.</p>;
  }
  const nested = Array.isArray(module.data.modules) ? (module.data.modules as Module[]) : [];
  return (
    <>
      <p>Synkronisert med modulmalen: endringer gjøres i malen og vises på alle sider som bruker den.</p>
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            onSave({
              ...module.data,
              syncMode: "Manual",
              modules: nested.map((inner) => withFreshKeys(inner)),
            })
          }
        >
          Gjør til manuell kopi
        </Button>
      </div>
    </>
  );
}
