import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { appUser } from "../users/users.schema.ts";

/** A login session. The AuthToken cookie is a signed token naming this row; revoking the row ends it. */
export const authSession = pgTable(
  "auth_session",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The session that replaced this one on refresh. */
    replacedBy: uuid("replaced_by"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

/**
 * A one-time SMS code, stored as a keyed hash, bound to the number it was sent to. Guesses are counted
 * per client: `attempts` those from the address that asked for the code, `otherAttempts` those from
 * every other address together (a smaller budget), so a stranger's guesses never use up the owner's.
 * A newer code asked for from the same address supersedes that address's older ones.
 */
export const verificationCode = pgTable(
  "verification_code",
  {
    id: serial("id").primaryKey(),
    phoneNumber: text("phone_number").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The address that asked for the code ("" for codes made before addresses were kept). */
    requestIp: text("request_ip").notNull().default(""),
    attempts: integer("attempts").notNull().default(0),
    otherAttempts: integer("other_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("verification_code_phone_idx").on(t.phoneNumber, t.createdAt)],
);

/** Every request for a code, sent or not, for the per-number and per-IP send limits. */
export const codeRequest = pgTable(
  "code_request",
  {
    id: serial("id").primaryKey(),
    phoneNumber: text("phone_number").notNull(),
    ip: text("ip").notNull(),
    sent: boolean("sent").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("code_request_phone_idx").on(t.phoneNumber, t.createdAt),
    index("code_request_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** Every code check (login confirm, phone verification), for the per-IP guess limit. */
export const codeCheck = pgTable(
  "code_check",
  {
    id: serial("id").primaryKey(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("code_check_ip_idx").on(t.ip, t.createdAt)],
);

/** Phone verification tokens already used (they are single use), kept until they would expire anyway. */
export const usedPhoneToken = pgTable(
  "used_phone_token",
  {
    tokenId: text("token_id").primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_phone_token_expires_idx").on(t.expiresAt)],
);

/** A one-time login link (e.g. sent by SMS): the token's hash, single use, short-lived. */
export const loginLink = pgTable("login_link", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  userId: integer("user_id")
    .notNull()
    .references(() => appUser.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});

/** The signing key for tokens when AUTH_SECRET is not configured: created once, shared by all servers. */
export const authKey = pgTable("auth_key", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
