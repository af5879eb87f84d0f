import { parseArgs } from "node:util";
import { emailSchema, requiredTextSchema } from "@mt/domain/validation/field-schemas";
import { normalisePhone } from "@mt/domain/validation/phone";
import type { Database } from "./db/database.ts";
import type { GlobalAdminInput } from "./modules/users/global-admin.ts";
import { createUsersModule } from "./modules/users/users.module.ts";

export const ADMIN_CREATE_USAGE =
  "Bruk / usage: npm run admin:create -- --phone +4790000123 --first-name Kari --last-name Nordmann [--email kari@example.no]";

/** A wrong argument: the message says which, in Norwegian and English. */
export class AdminArgsError extends Error {}

function text(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = requiredTextSchema.safeParse(value);
  if (!parsed.success) throw new AdminArgsError(`${flag}: må fylles ut / must not be empty`);
  return parsed.data;
}

/** The command's arguments, checked with the same rules as the login and registration forms. */
export function parseAdminArgs(argv: string[]): GlobalAdminInput {
  let values: { phone?: string; "first-name"?: string; "last-name"?: string; email?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        phone: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        email: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new AdminArgsError(`${(error as Error).message}\n${ADMIN_CREATE_USAGE}`);
  }
  if (!values.phone) throw new AdminArgsError(`--phone mangler / is missing\n${ADMIN_CREATE_USAGE}`);
  const phoneNumber = normalisePhone(values.phone);
  if (!phoneNumber) {
    throw new AdminArgsError(`--phone: Ugyldig telefonnummer / invalid phone number: ${values.phone}`);
  }
  let email: string | undefined;
  if (values.email !== undefined) {
    const parsed = emailSchema.safeParse(values.email);
    if (!parsed.success) throw new AdminArgsError(`--email: ugyldig e-post / invalid email: ${values.email}`);
    email = parsed.data;
  }
  return {
    phoneNumber,
    firstName: text(values["first-name"], "--first-name"),
    lastName: text(values["last-name"], "--last-name"),
    email,
  };
}

/** `admin:create`: the first global admin of a deployment (or any later one); returns what it did. */
export async function adminCreate(database: Database, input: GlobalAdminInput): Promise<string> {
  const { service } = createUsersModule({ db: database.db });
  const { outcome, user } = await service.ensureGlobalAdmin(input);
  const who = `${[user.firstName, user.lastName].filter(Boolean).join(" ")} (${user.phoneNumber})`;
  if (outcome === "created") {
    return `Opprettet global administrator ${who}; logg inn på /logginn med koden som kommer på SMS. / Created global admin ${who}; log in at /logginn with the texted code.`;
  }
  if (outcome === "promoted") return `${who} er nå global administrator. / ${who} is now a global admin.`;
  return `${who} er allerede global administrator; ingen rolle endret. / ${who} is a global admin already; no role changed.`;
}
