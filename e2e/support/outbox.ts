import fs from "node:fs";
import path from "node:path";
import { vi } from "vitest";

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

/** Polls the number's SMS (the outbox worker sends soon after the change) until `pick` finds what it wants. */
export async function waitForSms<T>(
  dataDir: string,
  phoneNumber: string,
  pick: (texts: string[]) => T | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  return vi.waitFor(
    () => {
      const found = pick(smsTexts(dataDir, phoneNumber));
      if (found === undefined) throw new Error(`no SMS to ${phoneNumber}: ${what}`);
      return found;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** The six-digit code in an SMS text, if it holds one. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** Waits for the newest six-digit code texted to the number. */
export function newestCode(dataDir: string, phoneNumber: string, timeoutMs = 15_000): Promise<string> {
  return waitForSms(dataDir, phoneNumber, (texts) => texts.map(codeIn).at(-1), "a code", timeoutMs);
}
