import { listMenus } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../../components/ui/page-header";
import { StateMessage } from "../../../components/ui/state-message";
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
      <PageHeader title="Menyer" lead="Når du lagrer en meny, ser de besøkende den med en gang." />
      {menus.isPending ? (
        <StateMessage kind="loading" title="Henter menyene …" />
      ) : menus.isError ? (
        <StateMessage kind="error" title="Menyene kunne ikke lastes.">
          {errorMessage(menus.error)}
        </StateMessage>
      ) : (
        menus.data.map((menu) => <MenuEditor key={menu.id} menu={menu} />)
      )}
    </div>
  );
}
