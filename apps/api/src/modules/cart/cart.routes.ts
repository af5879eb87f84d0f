import * as c from "@mt/contract/cart";
import type { FastifyInstance } from "fastify";
import { publicAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { CartService, LineInput } from "./cart.service.ts";

type LineBody = {
  data: {
    jobTypeId: number;
    jobTypeVersionId: number;
    answers: LineInput["answers"];
    images: string[];
    commentForElectrician?: string | null | undefined;
  };
};

const lineInput = (body: LineBody): LineInput => ({
  jobTypeId: body.data.jobTypeId,
  jobTypeVersionId: body.data.jobTypeVersionId,
  answers: body.data.answers,
  images: body.data.images,
  commentForElectrician: body.data.commentForElectrician,
});

// Carts are public: the unguessable uuid is the key. Nothing here lists carts.
export function cartRoutes(app: FastifyInstance, service: CartService) {
  registerRoute(app, c.createCart, {
    access: publicAccess,
    handler: async ({ body, request }) => ({
      data: await service.create({
        postCode: body.post_code ?? null,
        lines: body.line_items.map(lineInput),
        userId: request.user?.id ?? null,
      }),
    }),
  });
  registerRoute(app, c.getCart, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.get(params.id) }),
  });
  registerRoute(app, c.updateCart, {
    access: publicAccess,
    handler: async ({ params, body }) => ({ data: await service.update(params.id, body) }),
  });
  registerRoute(app, c.addLineItem, {
    access: publicAccess,
    handler: async ({ params, body }) => ({ data: await service.addLine(params.id, lineInput(body)) }),
  });
  registerRoute(app, c.listLineItems, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.lines(params.id) }),
  });
  registerRoute(app, c.getLineItem, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.line(params.id, params.n) }),
  });
  registerRoute(app, c.updateLineItem, {
    access: publicAccess,
    handler: async ({ params, body }) => ({ data: await service.updateLine(params.id, params.n, body.data) }),
  });
  registerRoute(app, c.deleteLineItem, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.deleteLine(params.id, params.n) }),
  });
}
