import { zodResolver } from "@hookform/resolvers/zod";
import { type CustomerDetail, updateCustomer } from "@mt/contract/customer";
import { emailSchema } from "@mt/domain/validation/field-schemas";
import { personNameSchema } from "@mt/domain/validation/names";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { customerAddress } from "./customer-labels";
import { CustomerPhoneDialog } from "./customer-phone-dialog";

export const contactFormSchema = z.object({
  firstName: personNameSchema(),
  lastName: personNameSchema(),
  /** Empty means the customer has no email address. */
  email: z.union([z.literal(""), emailSchema]),
});
type FormInput = z.input<typeof contactFormSchema>;
type FormOutput = z.output<typeof contactFormSchema>;
const FIELDS = ["firstName", "lastName", "email"] as const;

/** The server's field name ("body.email", "email") as a field of this form, or null. */
function formField(serverKey: string): (typeof FIELDS)[number] | null {
  const key = serverKey.replace(/^body\./, "");
  return FIELDS.find((field) => field === key) ?? null;
}

function ContactFacts({ customer }: { customer: CustomerDetail }) {
  return (
    <dl className="facts">
      <div>
        <dt>Navn</dt>
        <dd>
          {customer.firstName} {customer.lastName}
        </dd>
      </div>
      <div>
        <dt>Telefon</dt>
        <dd>{formatPhone(customer.phoneNumber)}</dd>
      </div>
      <div>
        <dt>E-post</dt>
        <dd>{customer.email ?? "Ingen e-post"}</dd>
      </div>
      {customer.companyName && (
        <div>
          <dt>Firma</dt>
          <dd>{customer.companyName}</dd>
        </div>
      )}
      <div>
        <dt>Adresse</dt>
        <dd>{customerAddress(customer) ?? "Ingen adresse ennå"}</dd>
      </div>
    </dl>
  );
}

function ContactForm({
  customer,
  onSaved,
  onCancel,
}: {
  customer: CustomerDetail;
  onSaved: (customer: CustomerDetail) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email ?? "",
    },
  });
  const { errors } = form.formState;
  // Opening the form moves focus into it; closing it returns focus to "Endre".
  useEffect(() => form.setFocus("firstName"), [form]);

  const save = useMutation({
    mutationFn: (values: FormOutput) =>
      callApi(browserFetch, updateCustomer, {
        params: { uuid: customer.uuid },
        body: { ...values, email: values.email === "" ? null : values.email },
      }),
    onSuccess: ({ data }) => {
      toast.success("Kontaktinformasjonen er lagret.");
      onSaved(data);
    },
    onError: (error) => {
      toast.error("Kontaktinformasjonen ble ikke lagret.");
      const fieldErrors = error instanceof ApiError ? Object.entries(error.error.fieldErrors) : [];
      if (fieldErrors.length === 0) {
        setFailure(errorMessage(error));
        return;
      }
      const rest: string[] = [];
      for (const [key, messages] of fieldErrors) {
        const field = formField(key);
        if (field) form.setError(field, { message: messages.join("\n") }, { shouldFocus: true });
        else rest.push(messages.join("\n"));
      }
      setFailure(rest.length > 0 ? rest.join("\n") : null);
    },
  });

  return (
    <form
      className="customer-form"
      noValidate
      aria-label="Endre kontaktinformasjon"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate(values);
      })}
    >
      <FormField label="Fornavn" error={errors.firstName?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register("firstName")} />}
      </FormField>
      <FormField label="Etternavn" error={errors.lastName?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register("lastName")} />}
      </FormField>
      <FormField label="E-post" optional error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="off" {...form.register("email")} />}
      </FormField>
      {failure && (
        <Alert type="error" className="customer-form__actions">
          {failure}
        </Alert>
      )}
      <div className="customer-form__actions">
        <Button type="submit" busy={save.isPending}>
          Lagre endringer
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}

/**
 * The customer's contact information; staff change name and email in place, and each change goes on
 * the timeline. The login phone number changes in its own dialog, with a code (decision 059), for the
 * roles that may (`mayChangePhone`).
 */
export function CustomerContact({
  customer,
  mayChangePhone,
  onSaved,
}: {
  customer: CustomerDetail;
  mayChangePhone: boolean;
  onSaved: (customer: CustomerDetail) => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <section aria-labelledby="customer-contact">
      <div className="customer-page__heading">
        <h2 id="customer-contact">Kontaktinformasjon</h2>
        {!editing && (
          <div className="customer-page__actions">
            <Button ref={editButton} variant="secondary" size="medium" onClick={() => setEditing(true)}>
              Endre
            </Button>
            {mayChangePhone && (
              <Button variant="secondary" size="medium" onClick={() => setChangingPhone(true)}>
                Bytt telefonnummer
              </Button>
            )}
          </div>
        )}
      </div>
      {editing ? (
        <ContactForm
          customer={customer}
          onCancel={stopEditing}
          onSaved={(saved) => {
            onSaved(saved);
            stopEditing();
          }}
        />
      ) : (
        <ContactFacts customer={customer} />
      )}
      {mayChangePhone && (
        <CustomerPhoneDialog
          customer={customer}
          open={changingPhone}
          onClose={() => setChangingPhone(false)}
          onChanged={(changed) => {
            onSaved(changed);
            setChangingPhone(false);
            toast.success(
              `Telefonnummeret er byttet til ${formatPhone(changed.phoneNumber)}. Det gamle nummeret har fått beskjed.`,
            );
          }}
        />
      )}
    </section>
  );
}
