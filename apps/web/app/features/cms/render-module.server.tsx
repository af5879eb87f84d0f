import { moduleSchema } from "@mt/domain/entities/module";
import { renderToStaticMarkup } from "react-dom/server";
import { prepareModules } from "./cms-api";
import { CmsModules } from "./cms-modules";

export const RENDER_MODULE_HEADER = "x-cms-render";

/**
 * Renders one module to HTML with the site's own renderers, for `POST /api/page/render-module`.
 * Only the server's own in-process call gets here (`internal`); anyone else gets a 404.
 */
export async function renderModuleAction(request: Request, internal: boolean): Promise<Response> {
  if (request.method !== "POST" || !internal) return new Response(null, { status: 404 });
  const parsed = moduleSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ message: "Ugyldig modul" }, { status: 422 });
  const html = renderToStaticMarkup(<CmsModules modules={prepareModules([parsed.data])} first={false} />);
  return Response.json({ html }, { headers: { [RENDER_MODULE_HEADER]: "1", "cache-control": "no-store" } });
}
