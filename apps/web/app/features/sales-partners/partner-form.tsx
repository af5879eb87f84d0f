import { type SalesPartnerDetail, updateSalesPartner } from "@mt/contract/sales-partner";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi } from "../../lib/api";
import { useFailure, useRefresh } from "./partner-changes";

/** A global admin's form for the partner's name, organisation number and whether it is active. */
export function PartnerForm({ partner }: { partner: SalesPartnerDetail }) {
  const toast = useToast();
  const refresh = useRefresh(partner.uuid);
  const [name, setName] = useState(partner.name);
  const [org, setOrg] = useState(partner.organizationNumber ?? "");
  const [active, setActive] = useState(partner.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = useFailure(setErrors);
  const save = useMutation({
    mutationFn: () =>
      callApi(browserFetch, updateSalesPartner, {
        params: { id: partner.uuid },
        body: { name: name.trim(), organizationNumber: org.trim() === "" ? null : org.trim(), active },
      }),
    onSuccess: async () => {
      toast.success("Endringene er lagret");
      await refresh();
    },
    onError,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(name.trim() === "" ? { name: "Oppgi navn" } : {});
    if (name.trim() !== "") save.mutate();
  }
  return (
    <section className="desk-panel" aria-labelledby="partner-details">
      <h2 id="partner-details">Opplysninger</h2>
      <form className="desk-form sales-partners-form" onSubmit={submit} noValidate>
        <FormField label="Navn" error={errors.name}>
          {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <FormField label="Organisasjonsnummer" optional error={errors.organizationNumber}>
          {(control) => (
            <input {...control} inputMode="numeric" value={org} onChange={(e) => setOrg(e.target.value)} />
          )}
        </FormField>
        <FormField label="Aktiv" check>
          {(control) => (
            <Checkbox {...control} checked={active} onChange={(e) => setActive(e.target.checked)} />
          )}
        </FormField>
        <Button type="submit" busy={save.isPending}>
          Lagre
        </Button>
      </form>
    </section>
  );
}
