import { connect } from "./db/connect.ts";
import { seedDemoData } from "./db/seed.ts";
import { parseEnv } from "./env.ts";

/** `cli migrate` and `cli seed`: the same steps `npm start` takes, one at a time. */
async function cli(command: string | undefined) {
  if (command !== "migrate" && command !== "seed") {
    console.error("Bruk: cli migrate | cli seed");
    return 2;
  }
  const connected = await connect(parseEnv());
  try {
    if (command === "seed")
      console.info(
        (await seedDemoData(connected.database))
          ? "Demodata er lagt inn."
          : "Databasen har allerede demodata.",
      );
    else console.info("Databasen er oppdatert.");
    return 0;
  } finally {
    await connected.close();
  }
}

cli(process.argv[2]).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
