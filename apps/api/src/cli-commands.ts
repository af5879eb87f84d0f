import { AdminArgsError, adminCreate, parseAdminArgs } from "./admin-create.ts";
import { connect } from "./db/connect.ts";
import { isDeployment } from "./deployment.env.ts";
import type { Env } from "./env.ts";
import { GlobalAdminNamesMissing } from "./modules/users/global-admin.ts";
import { seedDemoData, seededMessage } from "./seed/seed.ts";

const USAGE =
  "Bruk / usage: cli migrate | cli seed | cli admin:create --phone … [--first-name … --last-name …]";

/**
 * `cli migrate`, `cli seed` (the same steps `npm start` takes, one at a time; demo people only in the
 * local and test demos) and `cli admin:create` (a global admin). Returns the exit code.
 */
export async function runCli(args: string[], env: Env, out: (line: string) => void): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "migrate" && command !== "seed" && command !== "admin:create") {
    out(USAGE);
    return 2;
  }
  let adminInput: ReturnType<typeof parseAdminArgs> | undefined;
  try {
    if (command === "admin:create") adminInput = parseAdminArgs(rest);
  } catch (error) {
    if (!(error instanceof AdminArgsError)) throw error;
    out(error.message);
    return 2;
  }
  const connected = await connect(env);
  try {
    if (command === "seed") {
      out(seededMessage(await seedDemoData(connected.database, { people: !isDeployment(env.APP_ENV) })));
    } else if (adminInput) {
      out(await adminCreate(connected.database, adminInput));
    } else out("Databasen er oppdatert.");
    return 0;
  } catch (error) {
    if (!(error instanceof GlobalAdminNamesMissing)) throw error;
    out(error.message);
    return 2;
  } finally {
    await connected.close();
  }
}
