import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Caller, publicAccess } from "../../lib/access.ts";
import { errorBody } from "../../plugins/errors.ts";
import type { MediaLinks } from "./media.links.ts";
import type { MediaRow } from "./media.repository.ts";
import type { MediaService } from "./media.service.ts";
import { isValidStorageKey } from "./media.storage.ts";

/** How the file route decides who sees a private file (decision 061). */
export interface FileAccess {
  links: Pick<MediaLinks, "check">;
  /** The session behind a token (the API's guard does not run outside /api). */
  resolveCaller(token: string): Promise<Caller | null>;
  maySee(caller: Caller | null, row: MediaRow): Promise<boolean>;
}

/** How a file was let through, which decides how it may be kept. */
type Grant = { by: "public" } | { by: "link"; secondsLeft: number } | { by: "session" };

function cacheHeaders(grant: Grant): { cache: string; vary: string } {
  switch (grant.by) {
    // CMS files never change under their key.
    case "public":
      return { cache: "public, max-age=31536000, immutable", vary: "Accept" };
    // The link is the key: kept by this browser alone, and no longer than the link lasts.
    case "link":
      return { cache: `private, max-age=${grant.secondsLeft}`, vary: "Accept" };
    // It depends on who is signed in: never kept, so nothing stays behind after logging out.
    case "session":
      return { cache: "private, no-store", vary: "Accept, Cookie, Authorization" };
  }
}

/**
 * The files themselves, outside /api so image URLs stay short: /media/2026/01/<uuid>.jpg?w=800&dpr=2.
 * A CMS file is public; a private one (a customer's photo, a document) needs a valid signed link or
 * a session that may see it, and anything else answers 404 as a file that does not exist would.
 */
export async function mediaFileRoute(app: FastifyInstance, service: MediaService, access: FileAccess) {
  const sandbox = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

  async function grantFor(request: FastifyRequest, row: MediaRow): Promise<Grant | null> {
    if (!row.hidden) return { by: "public" };
    const query = request.query as Record<string, unknown>;
    const link = access.links.check(row.storageKey, query.exp, query.sig);
    if (link.valid) return { by: "link", secondsLeft: link.secondsLeft };
    const caller = request.authToken ? await access.resolveCaller(request.authToken) : null;
    return (await access.maySee(caller, row)) ? { by: "session" } : null;
  }

  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header("cache-control", "no-store")
      .send(errorBody(404, "NOT_FOUND", "Fant ikke filen."));

  app.get(
    "/media/*",
    {
      config: { access: publicAccess },
      // Route hooks run after the site-wide security headers, so this policy wins for SVG and PDF.
      onSend: async (_request, reply, payload) => {
        if (reply.getHeader("x-media-sandbox")) {
          reply.removeHeader("x-media-sandbox");
          reply.header("content-security-policy", sandbox);
        }
        return payload;
      },
    },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      if (!isValidStorageKey(key)) return notFound(reply);
      const row = await service.file(key);
      const grant = row ? await grantFor(request, row) : null;
      if (!row || !grant) return notFound(reply);
      const acceptsWebp = /image\/webp/.test(request.headers.accept ?? "");
      const file = await service.serve(row, request.query as Record<string, unknown>, acceptsWebp);
      if (!file) return notFound(reply);
      const { cache, vary } = cacheHeaders(grant);
      reply
        .header("content-type", file.mime)
        .header("vary", vary)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", cache);
      if (file.hidden) reply.header("x-robots-tag", "noindex").header("referrer-policy", "no-referrer");
      // An SVG or PDF opened directly can never run script or reach out.
      if (file.svg || file.document) {
        reply.header("content-security-policy", sandbox).header("x-media-sandbox", "1");
      }
      if (file.document) {
        const name = (file.filename ?? "dokument.pdf").replace(/[^\w.-]+/g, "_");
        reply.header("content-disposition", `attachment; filename="${name}"`);
      }
      return reply.send(file.bytes);
    },
  );
}
