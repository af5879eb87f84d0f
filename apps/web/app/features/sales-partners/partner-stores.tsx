import { zodResolver } from "@hookform/resolvers/zod";
import {
  addSalesPartnerDepartment,
  deleteSalesPartnerDepartment,
  departmentBody,
  type SalesPartnerDepartment,
  type SalesPartnerDetail,
  updateSalesPartnerDepartment,
} from "@mt/contract/sales-partner";
import { postCodeSchema } from "@mt/domain/validation/field-schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { showServerErrors } from "../../lib/form-errors";
import { optionalField } from "../../lib/form-fields";
import { useRefresh } from "./partner-changes";
import { count } from "./sales-partner-labels";

/** A store's name and post code as a form holds them (blank post code: none). */
const storeSchema = z.object({
  name: departmentBody.shape.name,
  postCode: optionalField(postCodeSchema),
});
type StoreInput = z.input<typeof storeSchema>;
type Store = z.output<typeof storeSchema>;
const SERVER_FIELDS = { name: "name", postCode: "postCode" } as const;

/** The form of a store, for adding one or changing it; field errors from the server go under the fields. */
function useStoreForm(defaults: StoreInput) {
  const toast = useToast();
  const form = useForm<StoreInput, unknown, Store>({
    resolver: zodResolver(storeSchema),
    defaultValues: defaults,
  });
  const onError = (error: unknown) => {
    if (!showServerErrors(error, form.setError, SERVER_FIELDS)) toast.error(errorMessage(error));
  };
  return { form, onError };
}

/** Name and post code of a store. */
function StoreFields({ form }: { form: UseFormReturn<StoreInput, unknown, Store> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Butikkens navn" error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <FormField label="Postnummer" optional error={errors.postCode?.message}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            {...form.register("postCode")}
          />
        )}
      </FormField>
    </>
  );
}

function AddStoreForm({ partnerUuid }: { partnerUuid: string }) {
  const toast = useToast();
  const refresh = useRefresh(partnerUuid);
  const { form, onError } = useStoreForm({ name: "", postCode: "" });
  const add = useMutation({
    mutationFn: (body: Store) =>
      callApi(browserFetch, addSalesPartnerDepartment, { params: { id: partnerUuid }, body }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.name} er lagt til`);
      form.reset();
      await refresh();
    },
    onError,
  });
  return (
    <form
      className="desk-form sales-partners-form"
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      aria-labelledby="add-store"
    >
      <h3 id="add-store">Legg til butikk</h3>
      <StoreFields form={form} />
      <Button type="submit" busy={add.isPending}>
        Legg til butikk
      </Button>
    </form>
  );
}

function EditStoreDialog({
  partnerUuid,
  store,
  onClose,
}: {
  partnerUuid: string;
  store: SalesPartnerDepartment;
  onClose: () => void;
}) {
  const toast = useToast();
  const refresh = useRefresh(partnerUuid);
  const { form, onError } = useStoreForm({ name: store.name, postCode: store.postCode ?? "" });
  const save = useMutation({
    mutationFn: (body: Store) =>
      callApi(browserFetch, updateSalesPartnerDepartment, {
        params: { id: partnerUuid, departmentId: store.uuid },
        body,
      }),
    onSuccess: async () => {
      toast.success("Butikken er endret");
      onClose();
      await refresh();
    },
    onError,
  });
  return (
    <Modal open onClose={onClose} title={`Endre ${store.name}`}>
      <form className="desk-form" onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <StoreFields form={form} />
        <div className="desk-form__actions">
          <Button type="submit" busy={save.isPending}>
            Lagre
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteStoreDialog({
  partnerUuid,
  store,
  onClose,
}: {
  partnerUuid: string;
  store: SalesPartnerDepartment;
  onClose: () => void;
}) {
  const toast = useToast();
  const refresh = useRefresh(partnerUuid);
  const remove = useMutation({
    mutationFn: () =>
      callApi(browserFetch, deleteSalesPartnerDepartment, {
        params: { id: partnerUuid, departmentId: store.uuid },
      }),
    onSuccess: async () => {
      toast.success(`${store.name} er slettet`);
      onClose();
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const busy = store.peopleCount > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={busy ? `${store.name} har ansatte` : `Slette ${store.name}?`}
      description={
        busy
          ? "Fjern personene som jobber i butikken før den slettes."
          : "Butikken forsvinner fra listen. Tidligere ordre beholder butikken."
      }
    >
      <div className="desk-form__actions">
        {!busy && (
          <Button className="desk-moves__danger" busy={remove.isPending} onClick={() => remove.mutate()}>
            Slett {store.name}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {busy ? "Lukk" : "Avbryt"}
        </Button>
      </div>
    </Modal>
  );
}

export function Stores({ partner }: { partner: SalesPartnerDetail }) {
  const [editing, setEditing] = useState<SalesPartnerDepartment | null>(null);
  const [deleting, setDeleting] = useState<SalesPartnerDepartment | null>(null);
  const manage = partner.can.manageDepartments;
  return (
    <section className="desk-panel" aria-labelledby="partner-stores">
      <h2 id="partner-stores">Butikker ({partner.departments.length})</h2>
      {partner.departments.length === 0 ? (
        <p className="desk-muted">Ingen butikker ennå.</p>
      ) : (
        <ul className="sales-partners-list">
          {partner.departments.map((d) => (
            <li key={d.uuid} className="sales-partners-item" data-testid="sales-partner-store">
              <div>
                <h3>{d.name}</h3>
                <p className="desk-muted">
                  {d.postCode ? `Postnummer ${d.postCode} · ` : ""}
                  {count(d.peopleCount, "person", "personer")}
                </p>
              </div>
              {manage && (
                <div className="sales-partners-item__actions">
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Endre ${d.name}`}
                    onClick={() => setEditing(d)}
                  >
                    Endre
                  </Button>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Slett ${d.name}`}
                    onClick={() => setDeleting(d)}
                  >
                    Slett
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {manage && <AddStoreForm partnerUuid={partner.uuid} />}
      {editing && (
        <EditStoreDialog partnerUuid={partner.uuid} store={editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteStoreDialog partnerUuid={partner.uuid} store={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
