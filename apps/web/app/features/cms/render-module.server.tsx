import { moduleSchema } from "@mt/domain/entities/module";
import { renderToStaticMarkup } from "react-dom/server";
import { prepareModules } from "./cms-api";
import { CmsModules } from "./cms-modules";

export const RENDER_MODULE_HEADER = "x-cms-render";

/**
 * Renders one module to HTML with the site's own renderers, for `POST /api/page/render-module`.
 * Only the API calls this (it sends the header below; a cross-site form cannot).
 */
export async function renderModuleAction(request: Request): Promise<Response> {
  if (request.method !== "POST" || request.headers.get(RENDER_MODULE_HEADER) !== "1") {
    return new Response(null, { status: 404 });
  }
  const parsed = moduleSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ message: "Ugyldig modul" }, { status: 422 });
  const html = renderToStaticMarkup(<CmsModules modules={prepareModules([parsed.data])} first={false} />);
  return Response.json({ html }, { headers: { [RENDER_MODULE_HEADER]: "1", "cache-control": "no-store" } });
}
