import { zodResolver } from "@hookform/resolvers/zod";
import {
  getSellerSettings,
  type SellerNotification,
  type SellerSettings,
  updateSellerSettings,
} from "@mt/contract/seller";
import { emailSchema } from "@mt/domain/validation/field-schemas";
import { personNameSchema } from "@mt/domain/validation/names";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import "./seller.css";
import { Checkbox } from "../../components/ui/checkbox";

export const settingsFormSchema = z.object({
  firstName: personNameSchema(),
  lastName: personNameSchema(),
  email: z.union([z.literal(""), emailSchema]),
  bookedSms: z.boolean(),
  bookedEmail: z.boolean(),
});
type FormInput = z.input<typeof settingsFormSchema>;
type FormOutput = z.output<typeof settingsFormSchema>;

const serverFields: Record<string, FieldPath<FormInput>> = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  notifications: "bookedSms",
};

const settingsKey = ["seller-dashboard", "settings"] as const;

function formValues(settings: SellerSettings): FormInput {
  return {
    firstName: settings.firstName ?? "",
    lastName: settings.lastName ?? "",
    email: settings.email ?? "",
    bookedSms: settings.notifications.includes("BOOKED_SMS"),
    bookedEmail: settings.notifications.includes("BOOKED_EMAIL"),
  };
}

function SettingsForm({ settings }: { settings: SellerSettings }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(settings),
  });
  const { errors } = form.formState;
  useEffect(() => form.reset(formValues(settings)), [settings, form]);

  const save = useMutation({
    mutationFn: async (values: FormOutput) => {
      const notifications: SellerNotification[] = [
        ...(values.bookedSms ? (["BOOKED_SMS"] as const) : []),
        ...(values.bookedEmail ? (["BOOKED_EMAIL"] as const) : []),
      ];
      return (
        await callApi(browserFetch, updateSellerSettings, {
          body: {
            first_name: values.firstName,
            last_name: values.lastName,
            email: values.email === "" ? null : values.email,
            notifications,
          },
        })
      ).data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey, data);
      toast.success("Innstillingene er lagret.");
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.error.fieldErrors).length > 0) {
        const rest: string[] = [];
        for (const [key, messages] of Object.entries(error.error.fieldErrors)) {
          const field = serverFields[key.replace(/^body\./, "").replace(/\.\d+$/, "")];
          if (field) form.setError(field, { message: messages.join("\n") });
          else rest.push(messages.join("\n"));
        }
        setFailure(rest.length > 0 ? rest.join("\n") : null);
        return;
      }
      setFailure(errorMessage(error));
    },
  });

  return (
    <form
      className="seller-form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <div className="checkout__pair">
        <FormField label="Fornavn" error={errors.firstName?.message}>
          {(control) => <input autoComplete="given-name" {...control} {...form.register("firstName")} />}
        </FormField>
        <FormField label="Etternavn" error={errors.lastName?.message}>
          {(control) => <input autoComplete="family-name" {...control} {...form.register("lastName")} />}
        </FormField>
      </div>
      <FormField label="E-post" optional error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="email" {...control} {...form.register("email")} />}
      </FormField>
      <dl className="seller-readonly">
        <div>
          <dt>Telefonnummer</dt>
          <dd>{formatPhone(settings.phoneNumber)}</dd>
        </div>
        <div>
          <dt>Butikk</dt>
          <dd>
            {[settings.salesPartner?.name, settings.department?.name].filter(Boolean).join(", ") ||
              "Ingen butikk"}
          </dd>
        </div>
      </dl>
      <fieldset className="seller-checks" aria-describedby={`${id}-hint`}>
        <legend>Varsler</legend>
        <p id={`${id}-hint`} className="checkout__hint">
          Når en kunde du har solgt til bestiller.
        </p>
        <FormField check label="SMS når kunden min bestiller" error={errors.bookedSms?.message}>
          {(control) => <Checkbox {...control} {...form.register("bookedSms")} />}
        </FormField>
        <FormField check label="E-post når kunden min bestiller">
          {(control) => <Checkbox {...control} {...form.register("bookedEmail")} />}
        </FormField>
      </fieldset>
      <div aria-live="polite">{failure && <Alert type="error">{failure}</Alert>}</div>
      <Button type="submit" busy={save.isPending}>
        Lagre
      </Button>
    </form>
  );
}

/** /instillinger: the seller's own name, email, phone and store, and which messages they get. */
export function SellerSettingsPage() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await callApi(browserFetch, getSellerSettings)).data,
  });
  return (
    <div className="container seller-settings">
      <PageHeader title="Innstillinger" />
      {settings.isPending ? (
        <StateMessage kind="loading" title="Henter innstillingene …" />
      ) : settings.isError ? (
        <StateMessage
          kind="error"
          title="Vi klarte ikke å hente innstillingene"
          action={
            <Button
              variant="secondary"
              size="small"
              busy={settings.isFetching}
              onClick={() => settings.refetch()}
            >
              Prøv igjen
            </Button>
          }
        >
          {errorMessage(settings.error)}
        </StateMessage>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}
