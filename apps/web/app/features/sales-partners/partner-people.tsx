import {
  addSalesPartnerPerson,
  removeSalesPartnerPerson,
  type SalesPartnerDetail,
  type SalesPartnerPerson,
  type SalesPartnerRole,
} from "@mt/contract/sales-partner";
import { roleLabels } from "@mt/domain/roles/roles";
import { nameIssue, personNameSchema } from "@mt/domain/validation/names";
import { formatPhone, normalisePhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { InvitedPeople } from "../../components/invited-people";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { Select } from "../../components/ui/select";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { useFailure, useRefresh } from "./partner-changes";
import { salesPartnerRoleLabel } from "./sales-partner-labels";

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
    firstName: nameIssue(personNameSchema("Oppgi fornavn"), first),
    lastName: nameIssue(personNameSchema("Oppgi etternavn"), last),
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
      toast.success(
        `${data.firstName} er invitert og får en SMS. Personen vises her når invitasjonen er godtatt.`,
      );
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
      <p className="desk-muted">
        Personen får en SMS med en invitasjon, logger inn med telefonnummeret sitt og godtar den. Før det får
        personen ingen tilgang.
      </p>
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
          <Select {...control} value={role} onChange={(e) => setRole(e.target.value as SalesPartnerRole)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {salesPartnerRoleLabel(r)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Butikk" optional={!needsStore} error={shown("departmentId")}>
        {(control) => (
          <Select {...control} value={store} onChange={(e) => setStore(e.target.value)}>
            {!ownStore && <option value="">{needsStore ? "Velg butikk" : "Ingen butikk"}</option>}
            {stores.map((d) => (
              <option key={d.uuid} value={d.uuid}>
                {d.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" busy={add.isPending}>
        Send invitasjon
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

export function People({ partner }: { partner: SalesPartnerDetail }) {
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
      <InvitedPeople
        invitations={partner.invitations}
        detail={(i) => `${roleLabels[i.role]}${i.department ? ` · ${i.department.name}` : ""}`}
      />
      {partner.can.addRoles.length > 0 && partner.departments.length > 0 && (
        <AddPersonForm partner={partner} />
      )}
      {removing && (
        <RemovePersonDialog partnerUuid={partner.uuid} person={removing} onClose={() => setRemoving(null)} />
      )}
    </section>
  );
}
