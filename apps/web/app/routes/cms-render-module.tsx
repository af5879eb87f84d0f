import { renderModuleAction } from "../features/cms/render-module.server";
import type { Route } from "./+types/cms-render-module";

/** Resource route behind `POST /api/page/render-module`; answers only the API's in-process call. */
export async function action({ request, context }: Route.ActionArgs) {
  return renderModuleAction(request, context.internal);
}

export function loader() {
  return new Response(null, { status: 404 });
}
