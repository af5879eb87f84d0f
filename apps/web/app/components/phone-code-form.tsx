import { zodResolver } from "@hookform/resolvers/zod";
import { phoneSchema, verificationCodeSchema } from "@mt/domain/validation/field-schemas";
import { cleanPhone, formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../lib/api";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import "./phone-code-form.css";
import { FormField } from "./ui/form-field";

const phoneFormSchema = z.object({ phone: phoneSchema });
const codeFormSchema = z.object({ code: verificationCodeSchema });

export interface PhoneCodeFlowProps<T> {
  /** Sends the code to the number (throws ApiError on failure). */
  sendCode: (phoneNumber: string) => Promise<unknown>;
  /** Checks the code; its result goes to onSuccess. */
  confirm: (phoneNumber: string, code: string) => Promise<T>;
  /** Called with the confirmation's result. */
  onSuccess: (result: T, phoneNumber: string) => void | Promise<void>;
  /** Turns a confirm failure's message into the one shown. */
  /** The message a failed confirm shows, from the error (its code, its message). */
  confirmErrorMessage?: (error: unknown) => string;
  confirmLabel?: string;
  /** Extra check before the code is sent for confirmation; return a message to stop. */
  validate?: () => string | null;
  /** Label of the phone field. */
  phoneLabel?: string;
  /** Pre-filled phone number. */
  initialPhone?: string;
}

/**
 * The phone verification form (spec section 2): the phone number step, then the code step sliding in.
 * The code step can resend the code and go back to change the number. Server errors show under the
 * form. What sends and checks the code is the caller's (login, or phone verification at checkout).
 */
export function PhoneCodeFlow<T>({
  sendCode: send,
  confirm,
  onSuccess,
  confirmErrorMessage = errorMessage,
  confirmLabel = "Bekreft kode",
  validate,
  phoneLabel = "Telefonnummer",
  initialPhone = "",
}: PhoneCodeFlowProps<T>) {
  const [step, setStep] = useState<"phone" | "code">("phone");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const phoneInput = useRef<HTMLInputElement | null>(null);
  const ids = { phone: useId(), code: useId(), sentTo: useId() };

  const phoneForm = useForm<z.input<typeof phoneFormSchema>, unknown, z.output<typeof phoneFormSchema>>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: initialPhone },
  });
  const codeForm = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: "" },
  });

  const sending = useMutation({ mutationFn: send });
  const confirming = useMutation({
    mutationFn: async (code: string) => onSuccess(await confirm(phoneNumber, code), phoneNumber),
  });

  async function sendCode(number: string): Promise<boolean> {
    setServerError(null);
    setNotice(null);
    try {
      await sending.mutateAsync(number);
      return true;
    } catch (error) {
      setServerError(errorMessage(error));
      return false;
    }
  }

  const submitPhone = phoneForm.handleSubmit(async ({ phone }) => {
    if (!(await sendCode(phone))) return;
    setPhoneNumber(phone);
    codeForm.reset({ code: "" });
    setStep("code");
    // After the slide starts, so the screen reader lands on the new field. Without scrolling: the
    // field is still sliding in, and the browser would scroll the clipped track to show it at once,
    // which leaves the code step half outside the form once the slide ends.
    setTimeout(() => codeInput.current?.focus({ preventScroll: true }), 50);
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    setServerError(null);
    const extra = validate?.();
    if (extra) {
      setServerError(extra);
      return;
    }
    try {
      await confirming.mutateAsync(code);
    } catch (error) {
      setServerError(confirmErrorMessage(error));
    }
  });

  async function resend() {
    if (await sendCode(phoneNumber)) setNotice("Vi har sendt en ny kode.");
  }

  function back() {
    setServerError(null);
    setNotice(null);
    setStep("phone");
    setTimeout(() => phoneInput.current?.focus({ preventScroll: true }), 50);
  }

  const phoneError = phoneForm.formState.errors.phone?.message;
  const codeError = codeForm.formState.errors.code?.message;
  const phoneField = phoneForm.register("phone", {
    onChange: (event) => {
      const cleaned = cleanPhone(event.target.value);
      if (cleaned !== event.target.value) phoneForm.setValue("phone", cleaned);
    },
  });
  const codeField = codeForm.register("code");

  return (
    <div className="phone-code-form" data-step={step}>
      <div className="phone-code-form__viewport">
        <div className="phone-code-form__track">
          <form
            className="phone-code-form__panel"
            noValidate
            onSubmit={submitPhone}
            inert={step !== "phone"}
            aria-hidden={step !== "phone"}
          >
            <FormField id={ids.phone} label={phoneLabel} error={phoneError}>
              {(control) => (
                <input
                  {...phoneField}
                  ref={(element) => {
                    phoneField.ref(element);
                    phoneInput.current = element;
                  }}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  {...control}
                />
              )}
            </FormField>
            <Button type="submit" busy={sending.isPending || phoneForm.formState.isSubmitting}>
              Send kode
            </Button>
          </form>

          <form
            className="phone-code-form__panel"
            noValidate
            onSubmit={submitCode}
            inert={step !== "code"}
            aria-hidden={step !== "code"}
          >
            <p id={ids.sentTo} className="phone-code-form__sent-to">
              Vi har sendt en kode på SMS til{" "}
              <span className="phone-code-form__number">
                {phoneNumber ? formatPhone(phoneNumber) : "telefonen din"}
              </span>
              .
            </p>
            <FormField id={ids.code} label="Kode fra SMS" error={codeError}>
              {(control) => (
                <input
                  {...codeField}
                  ref={(element) => {
                    codeField.ref(element);
                    codeInput.current = element;
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  {...control}
                  aria-describedby={[ids.sentTo, control["aria-describedby"]].filter(Boolean).join(" ")}
                />
              )}
            </FormField>
            <Button type="submit" busy={codeForm.formState.isSubmitting}>
              {confirmLabel}
            </Button>
            <div className="phone-code-form__links">
              <button type="button" className="link-button" onClick={resend} disabled={sending.isPending}>
                Send koden på nytt
              </button>
              <button type="button" className="link-button" onClick={back}>
                Bytt telefonnummer
              </button>
            </div>
          </form>
        </div>
      </div>
      <div aria-live="polite">
        {notice && <Alert type="success">{notice}</Alert>}
        {serverError && <Alert type="error">{serverError}</Alert>}
      </div>
    </div>
  );
}
