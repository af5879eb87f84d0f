import { listMenus } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { MenuEditor } from "./menu-editor";
import { cmsScreenKeys } from "./screens-api";
import "../../../components/desk.css";
import "./cms-screens.css";

/** /menyer: the site's five menus; a saved menu is what visitors see at once. */
export function MenusScreen() {
  const menus = useQuery({
    queryKey: cmsScreenKeys.menus,
    queryFn: async () => (await callApi(browserFetch, listMenus)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="container desk-page cms-screens">
      <div className="desk-page__head">
        <h1>Menyer</h1>
      </div>
      {menus.isPending ? (
        <p className="desk-page__loading">
          <Spinner size="small" /> Henter menyene …
        </p>
      ) : menus.isError ? (
        <Alert type="error" title="Menyene kunne ikke lastes.">
          {errorMessage(menus.error)}
        </Alert>
      ) : (
        menus.data.map((menu) => <MenuEditor key={menu.id} menu={menu} />)
      )}
    </div>
  );
}
