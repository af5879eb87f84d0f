import fs from "node:fs";
import path from "node:path";

/** A message the development outbox driver wrote (one JSON line each in `outbox.jsonl`). */
export interface OutboxLine {
  channel: string;
  to: string;
  text: string;
  subject?: string;
}

/** Everything the server in `dataDir` has sent so far, oldest first. */
export function outbox(dataDir: string): OutboxLine[] {
  const file = path.join(dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The texts of the SMS sent to the number so far, oldest first. */
export function smsTexts(dataDir: string, phoneNumber: string): string[] {
  return outbox(dataDir)
    .filter((line) => line.channel === "sms" && line.to === phoneNumber)
    .map((line) => line.text);
}

/** Waits for the newest six-digit code texted to the number. */
export async function newestCode(dataDir: string, phoneNumber: string, timeoutMs = 15_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const code = smsTexts(dataDir, phoneNumber)
      .map((text) => /\b(\d{6})\b/.exec(text)?.[1])
      .at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code texted to ${phoneNumber}`);
}
