import { runCli } from "./cli-commands.ts";
import { parseEnv } from "./env.ts";

// `node apps/api/dist/cli.js <command> …` (npm run db:migrate, db:seed, admin:create).
Promise.resolve()
  .then(() => runCli(process.argv.slice(2), parseEnv(), (line) => console.info(line)))
  .then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
