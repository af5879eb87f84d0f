import type { ListMeta } from "@mt/contract/cms";
import type { ApiUser } from "@mt/contract/users";
import { ROLES, roleLabels } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useState } from "react";
import { Form, Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { UserRolesDialog } from "./user-roles-dialog";
import { type UserSearch, userSearchHref } from "./user-search";
import "./user-admin.css";
import { Checkbox } from "../../components/ui/checkbox";

const userName = (user: ApiUser) => user.name ?? "Uten navn";
const countText = (total: number) => (total === 1 ? "1 bruker" : `${total} brukere`);

function SearchForm({ query }: { query: UserSearch }) {
  return (
    <Form method="get" action={paths.users} role="search" className="users-search">
      <FormField label="Søk etter bruker" hint="Navn, telefon eller e-post">
        {(control) => (
          <input
            {...control}
            type="search"
            name="search"
            defaultValue={query.search}
            maxLength={200}
            autoComplete="off"
          />
        )}
      </FormField>
      <fieldset className="users-search__roles">
        <legend>Har en av rollene</legend>
        {ROLES.map((role) => (
          <label key={role} className="users-search__role">
            <Checkbox name="roles" value={role} defaultChecked={query.roles.includes(role)} />
            {roleLabels[role]}
          </label>
        ))}
      </fieldset>
      <Button type="submit">Søk</Button>
    </Form>
  );
}

function filterText(query: UserSearch): string {
  const parts = [
    query.search && `passer søket «${query.search}»`,
    query.roles.length > 0 && `har rollen ${query.roles.map((role) => roleLabels[role]).join(" eller ")}`,
  ].filter(Boolean);
  return parts.length > 0 ? ` ${parts.join(" og ")}` : "";
}

/** /brukere: global admins find users and give or take their roles and caseworker departments. */
export function UsersPage({ query, users, meta }: { query: UserSearch; users: ApiUser[]; meta: ListMeta }) {
  const [editing, setEditing] = useState<ApiUser | null>(null);
  const filtered = query.search !== "" || query.roles.length > 0;
  return (
    <div className="container users-page">
      <h1>Brukere</h1>
      <SearchForm key={userSearchHref({ ...query, page: 1 })} query={query} />
      <p className="users-count" role="status">
        {countText(meta.total)}
        {filterText(query)}
      </p>
      {users.length === 0 ? (
        <div className="users-empty">
          <p>{filtered ? "Ingen brukere passer søket." : "Ingen brukere ennå."}</p>
          {filtered && <Link to={paths.users}>Vis alle brukere</Link>}
        </div>
      ) : (
        <table className="users-table">
          <caption className="visually-hidden">Brukere, side {meta.page}</caption>
          <thead>
            <tr>
              <th scope="col">Navn</th>
              <th scope="col">Telefon</th>
              <th scope="col">E-post</th>
              <th scope="col">Roller</th>
              <th scope="col">
                <span className="visually-hidden">Endre</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.uuid}>
                <th scope="row" data-label="Navn">
                  {userName(user)}
                </th>
                <td data-label="Telefon">{user.phoneNumber ? formatPhone(user.phoneNumber) : "–"}</td>
                <td data-label="E-post">{user.email ?? "–"}</td>
                <td data-label="Roller">
                  {ROLES.filter((role) => user.availableRoles.includes(role))
                    .map((role) => roleLabels[role])
                    .join(", ") || "Ingen"}
                </td>
                <td className="users-table__action">
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={`Endre roller for ${userName(user)}`}
                    onClick={() => setEditing(user)}
                  >
                    Endre roller
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPager meta={meta} hrefFor={(page) => userSearchHref({ ...query, page })} />
      {editing && <UserRolesDialog key={editing.uuid} user={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
