import type { ListMeta } from "@mt/contract/cms";
import type { ApiUser } from "@mt/contract/users";
import { ROLES, roleLabels } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useState } from "react";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { Button } from "../../components/ui/button";
import { type Column, DataTable } from "../../components/ui/data-table";
import { FilterBar } from "../../components/ui/filter-bar";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { UserRolesDialog } from "./user-roles-dialog";
import { type UserSearch, userSearchHref } from "./user-search";
import "./user-admin.css";
import { Checkbox } from "../../components/ui/checkbox";

const userName = (user: ApiUser) => user.name ?? "Uten navn";
const countText = (total: number) => (total === 1 ? "1 bruker" : `${total} brukere`);

function RoleFilter({ query }: { query: UserSearch }) {
  return (
    <fieldset className="users-search__roles ui-filter-bar__row">
      <legend>Har en av rollene</legend>
      {ROLES.map((role) => (
        <label key={role} className="users-search__role">
          <Checkbox name="roles" value={role} defaultChecked={query.roles.includes(role)} />
          {roleLabels[role]}
        </label>
      ))}
    </fieldset>
  );
}

function filterText(query: UserSearch): string {
  const parts = [
    query.search && `passer søket «${query.search}»`,
    query.roles.length > 0 && `har rollen ${query.roles.map((role) => roleLabels[role]).join(" eller ")}`,
  ].filter(Boolean);
  return parts.length > 0 ? ` ${parts.join(" og ")}` : "";
}

function columns(edit: (user: ApiUser) => void): Column<ApiUser>[] {
  return [
    { key: "name", label: "Navn", rowHeader: true, cell: userName },
    {
      key: "phone",
      label: "Telefon",
      cell: (user) => (user.phoneNumber ? formatPhone(user.phoneNumber) : "–"),
    },
    { key: "email", label: "E-post", cell: (user) => user.email ?? "–" },
    {
      key: "roles",
      label: "Roller",
      cell: (user) =>
        ROLES.filter((role) => user.availableRoles.includes(role))
          .map((role) => roleLabels[role])
          .join(", ") || "Ingen",
    },
    {
      key: "edit",
      label: "Endre",
      header: <span className="visually-hidden">Endre</span>,
      cell: (user) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Endre roller for ${userName(user)}`}
          onClick={() => edit(user)}
        >
          Endre roller
        </Button>
      ),
    },
  ];
}

/** /brukere: global admins find users and give or take their roles and caseworker departments. */
export function UsersPage({ query, users, meta }: { query: UserSearch; users: ApiUser[]; meta: ListMeta }) {
  const [editing, setEditing] = useState<ApiUser | null>(null);
  const filtered = query.search !== "" || query.roles.length > 0;
  return (
    <div className="container users-page">
      <PageHeader title="Brukere" />
      <FilterBar
        key={userSearchHref({ ...query, page: 1 })}
        label="Søk i brukerne"
        action={paths.users}
        resetHref={paths.users}
        filtered={filtered}
        search={{
          label: "Søk etter bruker",
          name: "search",
          value: query.search,
          hint: "Navn, telefon eller e-post",
        }}
      >
        <RoleFilter query={query} />
      </FilterBar>
      <p className="users-count" role="status">
        {countText(meta.total)}
        {filterText(query)}
      </p>
      {users.length === 0 ? (
        <StateMessage
          kind="empty"
          title={filtered ? "Ingen brukere passer søket" : "Ingen brukere ennå"}
          action={filtered && <Link to={paths.users}>Vis alle brukere</Link>}
        />
      ) : (
        <DataTable
          caption={`Brukere, side ${meta.page}`}
          captionHidden
          columns={columns(setEditing)}
          rows={users}
          rowKey={(user) => user.uuid}
        />
      )}
      <ListPager
        page={meta.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => userSearchHref({ ...query, page })}
      />
      {editing && <UserRolesDialog key={editing.uuid} user={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
