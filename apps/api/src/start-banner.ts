import path from "node:path";
import { roleLabels } from "@mt/domain/roles/roles";
import { formatPhone } from "@mt/domain/validation/phone";
import { apiDocsMode, isDeployment } from "./deployment.env.ts";
import type { Env } from "./env.ts";
import { devCodeActive } from "./modules/auth/auth.service.ts";
import { outboxFilePath } from "./modules/notifications/notifications.providers.ts";
import { DEMO_USERS } from "./modules/users/users.seed.ts";

const loopback = new Set(["127.0.0.1", "localhost", "::1"]);

/**
 * What a demo says once it listens (Norwegian, a screenful): where it is, how to sign in as the demo
 * people, where SMS and email land and how to see the requests. A deployment says nothing here: its
 * operators read the JSON log (LOG_LEVEL info), which has the listening address.
 */
export function startBanner(env: Env, cwd = process.cwd()): string[] {
  if (isDeployment(env.APP_ENV)) return [];
  const url = `http://${loopback.has(env.HOST) || env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;
  const reach = loopback.has(env.HOST)
    ? "bare denne maskinen når den"
    : `lytter på ${env.HOST}${env.APP_ENV === "local" ? "; «Utvikler»-menyen bare fra denne maskinen" : ""}`;
  const absolute = path.resolve(cwd, outboxFilePath(env));
  const relative = path.relative(cwd, absolute);
  const outbox = relative.startsWith("..") ? absolute : relative;
  const people = DEMO_USERS.map((u) => [
    `${roleLabels[u.role]}:`,
    `${u.firstName} ${u.lastName}`,
    formatPhone(u.phoneNumber),
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...people.map((person) => person[column]?.length ?? 0)));
  const cell = (person: string[] | undefined) =>
    person ? person.map((text, column) => text.padEnd(widths[column] ?? 0)).join(" ") : "";
  const half = Math.ceil(people.length / 2);
  const table = people
    .slice(0, half)
    .map((person, row) => `    ${cell(person)}   ${cell(people[half + row])}`.trimEnd());
  const requestsLogged = ["info", "debug", "trace"].includes(env.LOG_LEVEL);
  return [
    "",
    `${env.PRODUCT_NAME} er klar på ${url}  (${env.APP_ENV === "test" ? "testdemo" : "lokal demo"}, ${reach})`,
    ...(apiDocsMode(env) === "public" ? [`  API-dokumentasjon: ${url}/api/docs`] : []),
    "  Logg inn med «Utvikler»-menyen øverst på siden (ett klikk), eller på /logginn med et nummer:",
    ...table,
    devCodeActive(env)
      ? `  Koden er alltid ${env.DEV_LOGIN_CODE} (DEV_LOGIN_CODE). SMS og e-post sendes ikke, de skrives til ${outbox}:`
      : `  Koden kommer som SMS. SMS og e-post sendes ikke, de skrives til ${outbox}:`,
    `  tail -f ${outbox} viser koder, bekreftelser og lenker.`,
    requestsLogged
      ? `  Hver forespørsel logges (LOG_LEVEL=${env.LOG_LEVEL}). Stopp med Ctrl+C.`
      : "  Forespørsler logges ikke; LOG_LEVEL=info viser dem. Stopp med Ctrl+C.",
  ];
}
