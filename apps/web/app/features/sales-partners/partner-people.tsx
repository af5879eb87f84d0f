import {
  addSalesPartnerPerson,
  removeSalesPartnerPerson,
  type SalesPartnerDetail,
  type SalesPartnerPerson,
} from "@mt/contract/sales-partner";
import { roleLabels } from "@mt/domain/roles/roles";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AddPersonForm } from "../../components/add-person-form";
import { InvitedPeople } from "../../components/invited-people";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { useRefresh } from "./partner-changes";
import { salesPartnerRoleLabel } from "./sales-partner-labels";

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
  const refresh = useRefresh(partner.uuid);
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
        <AddPersonForm
          inviter={{
            kind: "sales-partner",
            roles: partner.can.addRoles,
            stores: partner.departments,
            ownStore: partner.can.onlyDepartment,
          }}
          send={(invite) =>
            callApi(browserFetch, addSalesPartnerPerson, {
              params: { id: partner.uuid },
              body: {
                firstName: invite.firstName,
                lastName: invite.lastName,
                phoneNumber: invite.phoneNumber,
                role: invite.role,
                departmentId: invite.departmentId,
              },
            })
          }
          onSent={refresh}
        />
      )}
      {removing && (
        <RemovePersonDialog partnerUuid={partner.uuid} person={removing} onClose={() => setRemoving(null)} />
      )}
    </section>
  );
}
