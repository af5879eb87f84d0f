import { zodResolver } from "@hookform/resolvers/zod";
import {
  createSalesPartnerBody,
  type SalesPartnerDetail,
  updateSalesPartner,
} from "@mt/contract/sales-partner";
import { organisationNumberSchema } from "@mt/domain/validation/field-schemas";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { showServerErrors } from "../../lib/form-errors";
import { optionalField } from "../../lib/form-fields";
import { useRefresh } from "./partner-changes";

/** The partner's name and organisation number as a form holds them (blank number: none). */
export const partnerFieldsSchema = z.object({
  name: createSalesPartnerBody.shape.name,
  organizationNumber: optionalField(organisationNumberSchema),
});

const schema = partnerFieldsSchema.extend({ active: z.boolean() });
const SERVER_FIELDS = { name: "name", organizationNumber: "organizationNumber" } as const;

/** A global admin's form for the partner's name, organisation number and whether it is active. */
export function PartnerForm({ partner }: { partner: SalesPartnerDetail }) {
  const toast = useToast();
  const refresh = useRefresh(partner.uuid);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      name: partner.name,
      organizationNumber: partner.organizationNumber ?? "",
      active: partner.active,
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: z.output<typeof schema>) =>
      callApi(browserFetch, updateSalesPartner, { params: { id: partner.uuid }, body }),
    onSuccess: async () => {
      toast.success("Endringene er lagret");
      await refresh();
    },
    onError: (error) => {
      if (!showServerErrors(error, form.setError, SERVER_FIELDS)) toast.error(errorMessage(error));
    },
  });
  return (
    <section className="desk-panel" aria-labelledby="partner-details">
      <h2 id="partner-details">Opplysninger</h2>
      <form
        className="desk-form sales-partners-form"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
      >
        <FormField label="Navn" error={errors.name?.message}>
          {(control) => <input {...control} {...form.register("name")} />}
        </FormField>
        <FormField label="Organisasjonsnummer" optional error={errors.organizationNumber?.message}>
          {(control) => <input {...control} inputMode="numeric" {...form.register("organizationNumber")} />}
        </FormField>
        <FormField label="Aktiv" check>
          {(control) => <Checkbox {...control} {...form.register("active")} />}
        </FormField>
        <Button type="submit" busy={save.isPending}>
          Lagre
        </Button>
      </form>
    </section>
  );
}
