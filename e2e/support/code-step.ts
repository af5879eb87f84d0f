import type { Page } from "playwright-core";
import { codeIn, smsTexts, waitForSms } from "./outbox.ts";
import { clickSeen, fillSeen, seen } from "./person.ts";

/**
 * The code step of the shared phone-code form, whole in view once it has slid in: the code field, the
 * confirm button, "Send koden på nytt" and "Bytt telefonnummer". Returns the code field.
 */
export async function codeStepSeen(page: Page, confirmLabel: string) {
  const codeField = await seen(page.getByLabel("Kode fra SMS"));
  for (const name of [confirmLabel, "Send koden på nytt", "Bytt telefonnummer"]) {
    await seen(page.getByRole("button", { name }));
  }
  return seen(codeField);
}

/**
 * As a person does it: types the number into the phone step, presses "Send kode", sees the whole code
 * step, types the code the number was texted and presses the confirm button. `shots`: screenshots of
 * the viewport before "Send kode" and of the code step, as `${shots}-before-code.png` and
 * `${shots}-code-step.png`. The caller waits for what confirming leads to.
 */
export async function confirmPhoneSeen(
  page: Page,
  dataDir: string,
  step: { phoneLabel: string; phoneNumber: string; confirmLabel: string; shots?: string },
): Promise<void> {
  const before = smsTexts(dataDir, step.phoneNumber).length;
  await fillSeen(page.getByRole("textbox", { name: step.phoneLabel }), step.phoneNumber.replace("+47", ""));
  if (step.shots) await page.screenshot({ path: `${step.shots}-before-code.png` });
  await clickSeen(page.getByRole("button", { name: "Send kode" }));
  const codeField = await codeStepSeen(page, step.confirmLabel);
  if (step.shots) await page.screenshot({ path: `${step.shots}-code-step.png` });
  const code = await waitForSms(
    dataDir,
    step.phoneNumber,
    (texts) => texts.slice(before).map(codeIn).find(Boolean),
    "a code",
  );
  await fillSeen(codeField, code);
  await clickSeen(page.getByRole("button", { name: step.confirmLabel }));
}
