import { roleSchema } from "@mt/domain/roles/role-schema";
import { emailSchema, phoneSchema, verificationCodeSchema } from "@mt/domain/validation/field-schemas";
import { personNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { apiUserSchema } from "./users.ts";

/** Error codes special to login and phone verification. */
export const authErrors = defineErrors({
  INVALID_CODE: { status: 422, message: "Koden er feil eller utløpt." },
  INVALID_PHONE_TOKEN: { status: 422, message: "Telefonnummeret er ikke bekreftet. Be om en ny kode." },
});

const phoneBody = z.object({ phone_number: phoneSchema });
const codeBody = z.object({ phone_number: phoneSchema, code: verificationCodeSchema });

/** Sending a code answers the same whether or not the number has an account. */
export const codeSentSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

/** A new session: the user; the session itself travels only in the HttpOnly AuthToken cookie. */
export const sessionSchema = z.object({ data: z.object({ user: apiUserSchema }) });
export type SessionResponse = z.infer<typeof sessionSchema>;

export const sendVerificationCode = defineRoute({
  method: "POST",
  path: "/auth/send-verification-code",
  errors: ["TOO_MANY_REQUESTS"],
  sendsMessages: true,
  summary: "Sends a one-time code by SMS to verify a phone number (any valid number)",
  tags: ["auth"],
  body: phoneBody,
  response: codeSentSchema,
});

export const verifyPhoneNumber = defineRoute({
  method: "POST",
  path: "/auth/verify-phone-number",
  summary: "Checks the code and gives a phoneVerificationToken for checkout and registration",
  tags: ["auth"],
  body: codeBody,
  response: z.object({ data: z.object({ phoneVerificationToken: z.string(), phoneNumber: z.string() }) }),
});

export const register = defineRoute({
  method: "POST",
  path: "/auth/register",
  summary: "Creates a customer account for a verified phone number and logs in",
  tags: ["auth"],
  body: z.object({
    phone_verification_token: z.string().min(1).max(2000),
    first_name: personNameSchema(),
    last_name: personNameSchema(),
    email: emailSchema.optional(),
  }),
  response: sessionSchema,
});

export const login = defineRoute({
  method: "POST",
  path: "/auth/login",
  errors: ["TOO_MANY_REQUESTS"],
  sendsMessages: true,
  summary: "Sends a login code by SMS if the number has an account (the answer never tells)",
  tags: ["auth"],
  body: phoneBody,
  response: codeSentSchema,
});

export const loginWithToken = defineRoute({
  method: "POST",
  path: "/auth/login/token",
  errors: ["UNAUTHORIZED"],
  summary: "Logs in with a one-time login link",
  tags: ["auth"],
  body: z.object({ token: z.string().min(1).max(200) }),
  response: sessionSchema,
});

export const confirmCode = defineRoute({
  method: "POST",
  path: "/auth/confirm",
  errors: ["UNAUTHORIZED", "TOO_MANY_REQUESTS"],
  summary: "Logs in with the SMS code; an unknown number fails like a wrong code (401)",
  tags: ["auth"],
  body: codeBody,
  response: sessionSchema,
});

export const me = defineRoute({
  method: "POST",
  path: "/auth/me",
  errors: ["VALIDATION_ERROR"],
  summary: "The logged-in user",
  tags: ["auth"],
  response: z.object({ data: apiUserSchema }),
});

export const refresh = defineRoute({
  method: "POST",
  path: "/auth/refresh",
  errors: ["VALIDATION_ERROR"],
  summary: "Rotates the session: a new AuthToken cookie, the old session revoked",
  tags: ["auth"],
  response: sessionSchema,
});

export const logout = defineRoute({
  method: "POST",
  path: "/auth/logout",
  errors: ["VALIDATION_ERROR"],
  summary: "Revokes the session and clears the cookie",
  tags: ["auth"],
  response: z.object({ data: z.object({ loggedOut: z.literal(true) }) }),
});

export const devUserSchema = z.object({
  role: roleSchema,
  label: z.string(),
  uuid: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
});
export type DevUser = z.infer<typeof devUserSchema>;

export const devUsers = defineRoute({
  method: "GET",
  path: "/auth/dev/users",
  errors: ["NOT_FOUND"],
  summary: "APP_ENV local and test only: one demo user per role for the dev sign-in switcher",
  tags: ["auth"],
  response: z.object({ data: z.array(devUserSchema) }),
});

export const devLogin = defineRoute({
  method: "POST",
  path: "/auth/dev/login",
  errors: ["NOT_FOUND"],
  refs: { body: { uuid: "dev-user" } },
  summary: "APP_ENV local and test only: logs in as a demo user with one click",
  tags: ["auth"],
  body: z.object({ uuid: z.string().uuid() }),
  response: sessionSchema,
});
