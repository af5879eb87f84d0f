import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ApiUser,
  caseworkerDepartmentsBody,
  getUserCaseworkerDepartments,
  listUserRoleChanges,
  type RoleChange,
  setUserCaseworkerDepartments,
  setUserRoles,
  userRolesBody,
} from "@mt/contract/users";
import { formatDateTime } from "@mt/domain/format/date";
import { isRole, ROLES, roleLabels } from "@mt/domain/roles/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { z } from "zod";
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

/** The roles ticked, and the departments ticked (null: untouched, so not sent). */
const schema = userRolesBody.extend({
  department_ids: caseworkerDepartmentsBody.shape.department_ids.nullable(),
});

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
  const form = useForm({
    mode: "onChange",
    resolver: zodResolver(schema),
    defaultValues: { roles: user.availableRoles, department_ids: null },
  });
  const roles = form.watch("roles");
  const chosenDepartments = form.watch("department_ids");
  const caseworker = roles.includes("CASEWORKER");
  const departments = useQuery({
    queryKey: keys.departments(user.uuid),
    queryFn: () => callApi(browserFetch, getUserCaseworkerDepartments, { params: { uuid: user.uuid } }),
    enabled: caseworker,
  });
  const selectedDepartments =
    chosenDepartments ?? departments.data?.data.filter((d) => d.selected).map((d) => d.id) ?? [];
  const name = user.name ?? "brukeren";
  const rolesError = form.formState.errors.roles?.message;

  const save = useMutation({
    mutationFn: async (values: z.output<typeof schema>) => {
      await callApi(browserFetch, setUserRoles, {
        params: { uuid: user.uuid },
        body: { roles: values.roles },
      });
      if (values.roles.includes("CASEWORKER") && values.department_ids !== null) {
        await callApi(browserFetch, setUserCaseworkerDepartments, {
          params: { uuid: user.uuid },
          body: { department_ids: values.department_ids },
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

  function toggle(id: number, on: boolean) {
    const next = on ? [...selectedDepartments, id] : selectedDepartments.filter((item) => item !== id);
    form.setValue("department_ids", next, { shouldDirty: true });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Roller for ${name}`}
      description="Endringen gjelder med en gang, også i pålogginger som er i bruk."
    >
      <form className="user-roles" onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <fieldset className="user-roles__group" aria-describedby={rolesError ? "user-roles-none" : undefined}>
          <legend>Roller</legend>
          {ROLES.map((role) => (
            <label key={role} className="user-roles__option">
              <Checkbox value={role} {...form.register("roles")} />
              {roleLabels[role]}
            </label>
          ))}
          {rolesError && (
            <p id="user-roles-none" className="user-roles__error">
              {rolesError}
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
                    onChange={(event) => toggle(department.id, event.target.checked)}
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
