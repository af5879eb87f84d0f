import * as b from "@mt/contract/booking";
import type { FastifyInstance } from "fastify";
import { publicAccess } from "../../lib/access.ts";
import { idempotencyKey } from "../../lib/idempotency-key.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { SignIn } from "../auth/auth.module.ts";
import type { BookingService } from "./booking.service.ts";

// Cart calls are public like the cart itself (its unguessable uuid is the key).
export function bookingRoutes(app: FastifyInstance, service: BookingService, signIn: SignIn) {
  registerRoute(app, b.getAvailableTimes, {
    access: publicAccess,
    handler: async ({ params, query }) => ({ data: await service.availableTimes(params.id, query) }),
  });
  registerRoute(app, b.getReservation, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: { reservation: await service.reservation(params.id) } }),
  });
  registerRoute(app, b.createReservation, {
    access: publicAccess,
    handler: async ({ params, body }) => ({ data: await service.reserve(params.id, body.startsAt) }),
  });
  registerRoute(app, b.extendReservation, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.extend(params.id) }),
  });
  registerRoute(app, b.releaseReservation, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.release(params.id) }),
  });
  registerRoute(app, b.bookCart, {
    access: publicAccess,
    handler: async ({ params, body, request, reply }) => {
      const { project, customerUserId } = await service.book(
        params.id,
        body,
        idempotencyKey(request),
        null,
        request.ip,
      );
      // The verified phone is the same proof as a code login: the customer is logged in, so the
      // confirmation page and "Min side" can load the project with their session.
      await signIn(request, reply, customerUserId);
      return { data: { project } };
    },
  });
  registerRoute(app, b.createCartReminder, {
    access: publicAccess,
    handler: async ({ params, body, request }) => ({
      data: { reminder: await service.addReminder(params.id, body, request.ip) },
    }),
  });
  registerRoute(app, b.deleteCartReminders, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: { deleted: await service.deleteReminders(params.id) } }),
  });
  registerRoute(app, b.lookupOrganizationNumber, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.lookupCompany(params.n) }),
  });
}
