import {
  addSalesPartnerDepartment,
  deleteSalesPartnerDepartment,
  type SalesPartnerDepartment,
  type SalesPartnerDetail,
  updateSalesPartnerDepartment,
} from "@mt/contract/sales-partner";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { useFailure, useRefresh } from "./partner-changes";
import { count } from "./sales-partner-labels";

/** Name and post code of a store, for adding one or changing it. */
function StoreFields({
  name,
  postCode,
  errors,
  onName,
  onPostCode,
}: {
  name: string;
  postCode: string;
  errors: Record<string, string>;
  onName: (value: string) => void;
  onPostCode: (value: string) => void;
}) {
  return (
    <>
      <FormField label="Butikkens navn" error={errors.name}>
        {(control) => (
          <input {...control} autoComplete="off" value={name} onChange={(e) => onName(e.target.value)} />
        )}
      </FormField>
      <FormField label="Postnummer" optional error={errors.postCode}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={postCode}
            onChange={(e) => onPostCode(e.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

function AddStoreForm({ partnerUuid }: { partnerUuid: string }) {
  const toast = useToast();
  const refresh = useRefresh(partnerUuid);
  const [name, setName] = useState("");
  const [postCode, setPostCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = useFailure(setErrors);
  const add = useMutation({
    mutationFn: () =>
      callApi(browserFetch, addSalesPartnerDepartment, {
        params: { id: partnerUuid },
        body: { name: name.trim(), postCode: postCode.trim() === "" ? null : postCode.trim() },
      }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.name} er lagt til`);
      setName("");
      setPostCode("");
      await refresh();
    },
    onError,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(name.trim() === "" ? { name: "Oppgi butikkens navn" } : {});
    if (name.trim() !== "") add.mutate();
  }
  return (
    <form className="desk-form sales-partners-form" onSubmit={submit} noValidate aria-labelledby="add-store">
      <h3 id="add-store">Legg til butikk</h3>
      <StoreFields
        name={name}
        postCode={postCode}
        errors={errors}
        onName={setName}
        onPostCode={setPostCode}
      />
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
  const [name, setName] = useState(store.name);
  const [postCode, setPostCode] = useState(store.postCode ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = useFailure(setErrors);
  const save = useMutation({
    mutationFn: () =>
      callApi(browserFetch, updateSalesPartnerDepartment, {
        params: { id: partnerUuid, departmentId: store.uuid },
        body: { name: name.trim(), postCode: postCode.trim() === "" ? null : postCode.trim() },
      }),
    onSuccess: async () => {
      toast.success("Butikken er endret");
      onClose();
      await refresh();
    },
    onError,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(name.trim() === "" ? { name: "Oppgi butikkens navn" } : {});
    if (name.trim() !== "") save.mutate();
  }
  return (
    <Modal open onClose={onClose} title={`Endre ${store.name}`}>
      <form className="desk-form" onSubmit={submit} noValidate>
        <StoreFields
          name={name}
          postCode={postCode}
          errors={errors}
          onName={setName}
          onPostCode={setPostCode}
        />
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
