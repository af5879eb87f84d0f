import {
  type ApiUser,
  getUserCaseworkerDepartments,
  listUserRoleChanges,
  type RoleChange,
  setUserCaseworkerDepartments,
  setUserRoles,
} from "@mt/contract/users";
import { formatDateTime } from "@mt/domain/format/date";
import { isRole, ROLES, type Role, roleLabels } from "@mt/domain/roles/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";

const keys = {
  departments: (uuid: string) => ["user", uuid, "caseworker-departments"] as const,
  changes: (uuid: string) => ["user", uuid, "role-changes"] as const,
};

const labelOf = (value: string) => (isRole(value) ? roleLabels[value] : value);

function changeText(change: RoleChange): string {
  const what = change.kind === "roles" ? "Roller" : "Avdelinger";
  const after = change.after.map(labelOf).join(", ") || "ingen";
  const before = change.before.map(labelOf).join(", ") || "ingen";
  return `${what}: ${before} → ${after}`;
}

function ChangeLog({ uuid }: { uuid: string }) {
  const changes = useQuery({
    queryKey: keys.changes(uuid),
    queryFn: () => callApi(browserFetch, listUserRoleChanges, { params: { uuid } }),
  });
  return (
    <details className="user-roles__log">
      <summary>Endringslogg</summary>
      {changes.isPending ? (
        <p aria-busy="true">
          <Spinner size="small" /> Henter endringer …
        </p>
      ) : changes.isError ? (
        <p>{errorMessage(changes.error)}</p>
      ) : changes.data.data.length === 0 ? (
        <p>Ingen endringer er logget.</p>
      ) : (
        <ul>
          {changes.data.data.slice(0, 10).map((change) => (
            <li key={`${change.createdAt}-${change.kind}`}>
              <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>{" "}
              {change.changedBy ?? "Ukjent"}: {changeText(change)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** A global admin ticks a user's roles and, for a caseworker, their departments; both are saved and logged. */
export function UserRolesDialog({ user, onClose }: { user: ApiUser; onClose: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [roles, setRoles] = useState<Role[]>(user.availableRoles);
  const [chosenDepartments, setChosenDepartments] = useState<number[] | null>(null);
  const caseworker = roles.includes("CASEWORKER");
  const departments = useQuery({
    queryKey: keys.departments(user.uuid),
    queryFn: () => callApi(browserFetch, getUserCaseworkerDepartments, { params: { uuid: user.uuid } }),
    enabled: caseworker,
  });
  const selectedDepartments =
    chosenDepartments ?? departments.data?.data.filter((d) => d.selected).map((d) => d.id) ?? [];
  const name = user.name ?? "brukeren";

  const save = useMutation({
    mutationFn: async () => {
      await callApi(browserFetch, setUserRoles, { params: { uuid: user.uuid }, body: { roles } });
      if (caseworker && chosenDepartments !== null) {
        await callApi(browserFetch, setUserCaseworkerDepartments, {
          params: { uuid: user.uuid },
          body: { department_ids: chosenDepartments },
        });
      }
    },
    onSuccess: async () => {
      toast.success(`Endringene for ${name} er lagret`);
      void queryClient.invalidateQueries({ queryKey: ["user", user.uuid] });
      onClose();
      await revalidator.revalidate();
    },
  });

  function toggle<T>(list: T[], value: T, on: boolean): T[] {
    return on ? [...list, value] : list.filter((item) => item !== value);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (roles.length > 0) save.mutate();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Roller for ${name}`}
      description="Endringen gjelder med en gang, også i pålogginger som er i bruk."
    >
      <form className="user-roles" onSubmit={submit} noValidate>
        <fieldset
          className="user-roles__group"
          aria-describedby={roles.length === 0 ? "user-roles-none" : undefined}
        >
          <legend>Roller</legend>
          {ROLES.map((role) => (
            <label key={role} className="user-roles__option">
              <Checkbox
                checked={roles.includes(role)}
                onChange={(event) => setRoles(toggle(roles, role, event.target.checked))}
              />
              {roleLabels[role]}
            </label>
          ))}
          {roles.length === 0 && (
            <p id="user-roles-none" className="user-roles__error">
              Velg minst én rolle
            </p>
          )}
        </fieldset>
        {caseworker && (
          <fieldset className="user-roles__group">
            <legend>Avdelinger (saksbehandler)</legend>
            {departments.isPending ? (
              <p aria-busy="true">
                <Spinner size="small" /> Henter avdelinger …
              </p>
            ) : departments.isError ? (
              <Alert type="error">{errorMessage(departments.error)}</Alert>
            ) : (
              departments.data.data.map((department) => (
                <label key={department.id} className="user-roles__option">
                  <Checkbox
                    checked={selectedDepartments.includes(department.id)}
                    onChange={(event) =>
                      setChosenDepartments(toggle(selectedDepartments, department.id, event.target.checked))
                    }
                  />
                  {department.name}
                </label>
              ))
            )}
          </fieldset>
        )}
        {save.isError && <Alert type="error">{errorMessage(save.error)}</Alert>}
        <ChangeLog uuid={user.uuid} />
        <div className="user-roles__actions">
          <Button type="submit" disabled={save.isPending || roles.length === 0}>
            {save.isPending ? "Lagrer …" : "Lagre"}
          </Button>
          <Button type="button" variant="tertiary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </form>
    </Modal>
  );
}
