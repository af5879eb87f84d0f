import { type CmsPage, deletePage, getPageReferences } from "@mt/contract/cms";
import { paths, routes } from "@mt/domain/routes/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { useToast } from "../../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../../lib/api";
import { menuTitle } from "./menu-titles";
import { cmsScreenKeys } from "./screens-api";

/**
 * Deleting a page: menus that hold it refuse (the server answers PAGE_IN_MENU), pages that link to it
 * are a warning the admin confirms.
 */
export function DeletePageDialog({ page, onClose }: { page: CmsPage; onClose(): void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState(false);
  const references = useQuery({
    queryKey: cmsScreenKeys.references(page.id),
    queryFn: async () => (await callApi(browserFetch, getPageReferences, { params: { id: page.id } })).data,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: () => callApi(browserFetch, deletePage, { params: { id: page.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cmsScreenKeys.allPages });
      toast.success(`${page.title} er slettet`);
      await navigate(paths.cmsPages);
    },
    onError: () => references.refetch(),
  });
  const menus = references.data?.menus ?? [];
  const linking = references.data?.pages ?? [];
  const inMenu = menus.length > 0 || errorCode(remove.error) === "PAGE_IN_MENU";

  return (
    <Modal open onClose={onClose} title={`Slett ${page.title}?`}>
      {references.isPending ? (
        <p className="desk-page__loading">
          <Spinner size="small" /> Sjekker hva som peker hit …
        </p>
      ) : references.isError ? (
        <Alert type="error">{errorMessage(references.error)}</Alert>
      ) : (
        <div className="cms-screens__references">
          {inMenu ? (
            <Alert type="error" title="Siden ligger i en meny. Fjern den fra menyen før du sletter den.">
              <ul>
                {menus.map((menu) => (
                  <li key={`${menu.id}-${menu.label}`}>
                    {menuTitle(menu.key, menu.title)}: «{menu.label}»
                  </li>
                ))}
              </ul>
              <Link to={paths.cmsMenus}>Gå til menyene</Link>
            </Alert>
          ) : (
            <p>Siden, utkastene og de tidligere versjonene slettes for godt.</p>
          )}
          {linking.length > 0 && (
            <Alert type="warning" title="Disse sidene lenker hit, og lenkene slutter å virke:">
              <ul>
                {linking.map((other) => (
                  <li key={other.id}>
                    <Link to={routes.cmsPageSettings(other.id)}>{other.title}</Link> ({other.path || "mal"})
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {linking.length > 0 && !inMenu && (
            <FormField label="Jeg vet at lenkene slutter å virke" check>
              {(control) => (
                <Checkbox
                  {...control}
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.target.checked)}
                />
              )}
            </FormField>
          )}
          {remove.isError && errorCode(remove.error) !== "PAGE_IN_MENU" && (
            <Alert type="error">{errorMessage(remove.error)}</Alert>
          )}
        </div>
      )}
      <div className="cms-screens__actions">
        {!inMenu && references.isSuccess && (
          <Button
            onClick={() => remove.mutate()}
            busy={remove.isPending}
            disabled={linking.length > 0 && !confirmed}
          >
            Slett siden
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </Modal>
  );
}
