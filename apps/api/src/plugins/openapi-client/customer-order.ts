import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import createClient from "openapi-fetch";
// Written by openapi.client.test.ts from the served document before this file is type-checked.
import type { paths } from "./generated/openapi.d.ts";
import type { OrderJourney } from "./journey-context.ts";

/*
 * A customer's order and a caseworker's first step on it, through a client generated from the
 * served OpenAPI document (openapi-typescript + openapi-fetch), as a third party would write it.
 * It compiles only if the document describes what these calls send and read.
 */

/** What openapi-fetch gives back: the body of a documented success, or the error body. */
type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The answer's body, or an error with what the server said instead. */
function body<T>(call: string, answer: Answer<T>): T {
  if (answer.data === undefined) {
    throw new Error(`${call}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

function sessionToken(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${AUTH_COOKIE_NAME}=`));
  const token = cookie?.split(";")[0]?.slice(AUTH_COOKIE_NAME.length + 1);
  if (!token) throw new Error("the login answer set no session cookie");
  return token;
}

export const orderJourney: OrderJourney = async (ctx) => {
  const shop = createClient<paths>({ baseUrl: ctx.baseUrl });
  shop.use(ctx.middleware);

  // The post code: a real one, where electricians work.
  const code = "0150";
  const checked = body(
    "verify post code",
    await shop.GET("/api/post-code/verify/{code}", { params: { path: { code } } }),
  ).data;
  const area = body(
    "post code",
    await shop.GET("/api/post-code/{code}", { params: { path: { code } } }),
  ).data;

  // A cart with that post code, and one el-kontroll line for a flat.
  const job = body(
    "job",
    await shop.GET("/api/catalogue/job/{slug}", { params: { path: { slug: "el-kontroll" } } }),
  ).data;
  const created = body("new cart", await shop.POST("/api/cart", { body: { post_code: code } })).data;
  const withLine = body(
    "add line",
    await shop.POST("/api/cart/{id}/line-item", {
      params: { path: { id: created.uuid } },
      body: {
        type: "JOB",
        data: { jobTypeId: job.id, jobTypeVersionId: job.versionId, answers: { bolig: "leilighet" } },
      },
    }),
  ).data;
  const cart = { path: { id: withLine.uuid } };

  // The earliest offered window, reserved.
  const times = body("times", await shop.GET("/api/cart/{id}/available-times", { params: cart })).data;
  if (!times.earliest) throw new Error("no time offered");
  const reserved = body(
    "reserve",
    await shop.POST("/api/cart/{id}/reservation", {
      params: cart,
      body: { startsAt: times.earliest.startsAt },
    }),
  ).data;

  // The phone number proven with the code texted to it.
  const phone_number = ctx.customerPhone;
  body("send code", await shop.POST("/api/auth/send-verification-code", { body: { phone_number } }));
  const verified = body(
    "verify phone",
    await shop.POST("/api/auth/verify-phone-number", {
      body: { phone_number, code: await ctx.smsCode(phone_number) },
    }),
  ).data;

  const booked = body(
    "book",
    await shop.POST("/api/cart/{id}/book", {
      params: cart,
      headers: { "idempotency-key": ctx.idempotencyKey },
      body: {
        contactInformation: {
          address: "Storgata 1",
          firstName: "Kari",
          lastName: "Nordmann",
          email: "kari.nordmann@eksempel.no",
          phoneNumber: verified.phoneNumber,
          phoneVerificationToken: verified.phoneVerificationToken,
          company: null,
        },
        acceptedTerms: true,
      },
    }),
  ).data.project;

  // A caseworker signs in with the SMS code and confirms the order.
  body("login", await shop.POST("/api/auth/login", { body: { phone_number: ctx.caseworkerPhone } }));
  const signedIn = await shop.POST("/api/auth/confirm", {
    body: { phone_number: ctx.caseworkerPhone, code: await ctx.smsCode(ctx.caseworkerPhone) },
  });
  const caseworker = body("sign in", signedIn).data.user;
  const desk = createClient<paths>({
    baseUrl: ctx.baseUrl,
    headers: { authorization: `Bearer ${sessionToken(signedIn.response)}` },
  });
  desk.use(ctx.middleware);
  const project = { path: { uuid: booked.uuid } };
  const seen = body("project", await desk.GET("/api/project/{uuid}", { params: project })).data;
  const moved = body(
    "confirm",
    await desk.POST("/api/project/{uuid}/move", {
      params: project,
      body: { move: "confirm", version: seen.version },
    }),
  ).data;

  return {
    place: checked.place,
    workTypesAtPostCode: area.jobTypes,
    cartLines: withLine.lineItems.length,
    earliestStartsAt: times.earliest.startsAt,
    reservationUuid: reserved.reservation.reservation_uuid,
    cartReservation: reserved.cart.reservation,
    project: { uuid: booked.uuid, status: booked.status, postCode: booked.postCode, address: booked.address },
    caseworkerRoles: caseworker.activeRoles ?? [],
    allowedMoves: seen.allowedMoves,
    moved: { uuid: moved.uuid, status: moved.status },
  };
};
