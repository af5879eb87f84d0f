import {
  addSalesPartnerDepartment,
  addSalesPartnerPerson,
  deleteSalesPartnerDepartment,
  getSalesPartner,
  removeSalesPartnerPerson,
  type SalesPartnerDepartment,
  type SalesPartnerDetail,
  type SalesPartnerPerson,
  type SalesPartnerRole,
  updateSalesPartner,
  updateSalesPartnerDepartment,
} from "@mt/contract/sales-partner";
import { formatPhone, normalisePhone } from "@mt/domain/validation/phone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { StatusBadge } from "../../components/desk-status";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { count, firstErrors, salesPartnerRoleLabel } from "./sales-partner-labels";
import "../../components/desk.css";
import "./sales-partners.css";

const partnerKey = (uuid: string) => ["sales-partner", uuid] as const;

/** Field errors from a failed call, or a toast when there are none. */
function useFailure(setErrors: (errors: Record<string, string>) => void) {
  const toast = useToast();
  return (error: unknown) => {
    const fields = error instanceof ApiError ? firstErrors(error.error.fieldErrors) : {};
    if (Object.keys(fields).length > 0) setErrors(fields);
    else toast.error(errorMessage(error));
  };
}

function useRefresh(uuid: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnerKey(uuid) });
}

/** A global admin's form for the partner's name, organisation number and whether it is active. */
function PartnerForm({ partner }: { partner: SalesPartnerDetail }) {
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
            <input
              {...control}
              type="checkbox"
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
            />
          )}
        </FormField>
        <Button type="submit" busy={save.isPending}>
          Lagre
        </Button>
      </form>
    </section>
  );
}

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

function Stores({ partner }: { partner: SalesPartnerDetail }) {
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

function AddPersonForm({ partner }: { partner: SalesPartnerDetail }) {
  const toast = useToast();
  const refresh = useRefresh(partner.uuid);
  const roles = partner.can.addRoles;
  const ownStore = partner.can.onlyDepartment;
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [phone, setPhone] = useState("");
  const [role, setRole] = useState<SalesPartnerRole>(
    roles.includes("SALES_PARTNER_SELLER") ? "SALES_PARTNER_SELLER" : (roles[0] as SalesPartnerRole),
  );
  const [store, setStore] = useState(ownStore ?? "");
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onError = useFailure(setServerErrors);
  const needsStore = role !== "SALES_PARTNER_ADMIN";
  const errors: Record<string, string | undefined> = {
    firstName: first.trim() === "" ? "Oppgi fornavn" : undefined,
    lastName: last.trim() === "" ? "Oppgi etternavn" : undefined,
    phoneNumber: normalisePhone(phone) ? undefined : "Oppgi et gyldig mobilnummer",
    departmentId: needsStore && store === "" ? "Velg butikk" : undefined,
  };
  const shown = (field: string) => (tried ? errors[field] : undefined) ?? serverErrors[field];
  const stores = ownStore ? partner.departments.filter((d) => d.uuid === ownStore) : partner.departments;
  const add = useMutation({
    mutationFn: () =>
      callApi(browserFetch, addSalesPartnerPerson, {
        params: { id: partner.uuid },
        body: {
          firstName: first.trim(),
          lastName: last.trim(),
          phoneNumber: normalisePhone(phone) ?? phone,
          role,
          departmentId: store === "" ? null : store,
        },
      }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.firstName ?? "Personen"} er lagt til og får en SMS med innlogging`);
      setFirst("");
      setLast("");
      setPhone("");
      setTried(false);
      await refresh();
    },
    onError,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    if (Object.values(errors).some(Boolean)) return;
    add.mutate();
  }
  return (
    <form className="desk-form sales-partners-form" onSubmit={submit} noValidate aria-labelledby="add-person">
      <h3 id="add-person">Legg til person</h3>
      <p className="desk-muted">Personen får en SMS og logger inn med telefonnummeret sitt.</p>
      <FormField label="Fornavn" error={shown("firstName")}>
        {(control) => (
          <input {...control} autoComplete="off" value={first} onChange={(e) => setFirst(e.target.value)} />
        )}
      </FormField>
      <FormField label="Etternavn" error={shown("lastName")}>
        {(control) => (
          <input {...control} autoComplete="off" value={last} onChange={(e) => setLast(e.target.value)} />
        )}
      </FormField>
      <FormField label="Mobilnummer" error={shown("phoneNumber")}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Rolle" error={shown("role")}>
        {(control) => (
          <select {...control} value={role} onChange={(e) => setRole(e.target.value as SalesPartnerRole)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {salesPartnerRoleLabel(r)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Butikk" optional={!needsStore} error={shown("departmentId")}>
        {(control) => (
          <select {...control} value={store} onChange={(e) => setStore(e.target.value)}>
            {!ownStore && <option value="">{needsStore ? "Velg butikk" : "Ingen butikk"}</option>}
            {stores.map((d) => (
              <option key={d.uuid} value={d.uuid}>
                {d.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" busy={add.isPending}>
        Legg til person
      </Button>
    </form>
  );
}

function RemovePersonDialog({
  partnerUuid,
  person,
  onClose,
}: {
  partnerUuid: string;
  person: SalesPartnerPerson;
  onClose: () => void;
}) {
  const toast = useToast();
  const refresh = useRefresh(partnerUuid);
  const name = personName(person);
  const remove = useMutation({
    mutationFn: () =>
      callApi(browserFetch, removeSalesPartnerPerson, { params: { id: partnerUuid, userId: person.uuid } }),
    onSuccess: async () => {
      toast.success(`${name} er fjernet`);
      onClose();
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Fjerne ${name}?`}
      description="Personen mister rollen og tilgangen hos salgspartneren. Innloggingen og tidligere ordre beholdes."
    >
      <div className="desk-form__actions">
        <Button className="desk-moves__danger" busy={remove.isPending} onClick={() => remove.mutate()}>
          Fjern {person.firstName ?? name}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </Modal>
  );
}

const personName = (p: SalesPartnerPerson) =>
  [p.firstName, p.lastName].filter(Boolean).join(" ") || formatPhone(p.phoneNumber);

/** Whether the caller may remove the person (the server checks it again). */
function mayRemove(partner: SalesPartnerDetail, person: SalesPartnerPerson) {
  if (partner.can.addRoles.length === 0) return false;
  if (partner.can.onlyDepartment === null) return true;
  return person.roles.every((r) => partner.can.addRoles.includes(r));
}

function People({ partner }: { partner: SalesPartnerDetail }) {
  const [removing, setRemoving] = useState<SalesPartnerPerson | null>(null);
  const own = partner.departments.find((d) => d.uuid === partner.can.onlyDepartment);
  return (
    <section className="desk-panel" aria-labelledby="partner-people">
      <h2 id="partner-people">
        {own ? `Personer i ${own.name}` : "Personer"} ({partner.people.length})
      </h2>
      {partner.people.length === 0 ? (
        <p className="desk-muted">Ingen personer ennå.</p>
      ) : (
        <ul className="sales-partners-list">
          {partner.people.map((p) => (
            <li key={p.uuid} className="sales-partners-item" data-testid="sales-partner-person">
              <div>
                <h3>{personName(p)}</h3>
                <p>{formatPhone(p.phoneNumber)}</p>
                <p className="desk-muted">
                  {p.roles.map(salesPartnerRoleLabel).join(", ")}
                  {p.department && ` · ${p.department.name}`}
                </p>
              </div>
              {mayRemove(partner, p) && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={`Fjern ${personName(p)}`}
                  onClick={() => setRemoving(p)}
                >
                  Fjern
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {partner.can.addRoles.length > 0 && partner.departments.length > 0 && (
        <AddPersonForm partner={partner} />
      )}
      {removing && (
        <RemovePersonDialog partnerUuid={partner.uuid} person={removing} onClose={() => setRemoving(null)} />
      )}
    </section>
  );
}

/**
 * /selgere/{uuid}: one sales partner. A global admin changes its details; global admins and the
 * partner's admins add, rename and delete stores and add and remove people; a department admin sees
 * and manages the sellers and store employees of their own store only.
 */
export function SalesPartnerPage({ partner: initial }: { partner: SalesPartnerDetail }) {
  const query = useQuery({
    queryKey: partnerKey(initial.uuid),
    queryFn: () => callApi(browserFetch, getSalesPartner, { params: { id: initial.uuid } }),
    initialData: { data: initial },
    staleTime: 0,
  });
  const partner = query.data.data;
  return (
    <div className="container desk-page">
      <div className="desk-page__head">
        <h1>{partner.name}</h1>
        <StatusBadge tone={partner.active ? "success" : "warning"}>
          {partner.active ? "Aktiv" : "Inaktiv"}
        </StatusBadge>
      </div>
      <p className="desk-muted">
        {partner.organizationNumber && `Org.nr. ${partner.organizationNumber} · `}
        {count(partner.ordersThisMonth, "ordre", "ordre")} denne måneden
      </p>
      <div className="sales-partners-grid">
        <Stores partner={partner} />
        <People partner={partner} />
      </div>
      {partner.can.editPartner && <PartnerForm key={partner.uuid} partner={partner} />}
    </div>
  );
}
