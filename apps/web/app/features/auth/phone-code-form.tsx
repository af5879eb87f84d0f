import { confirmCode, login, type SessionResponse } from "@mt/contract/auth";
import { codeConfirmErrorMessage } from "@mt/domain/api/known-error-messages";
import { PhoneCodeFlow } from "../../components/phone-code-form";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import "./auth.css";

export interface PhoneCodeFormProps {
  /** Called with the new session once the code is confirmed. */
  onSuccess: (session: SessionResponse["data"]) => void | Promise<void>;
  confirmLabel?: string;
  /** Extra check before the code is sent for confirmation; return a message to stop. */
  validate?: () => string | null;
}

/** The phone-code login form: `auth/login` sends the code, `auth/confirm` logs in. */
export function PhoneCodeForm({ onSuccess, confirmLabel, validate }: PhoneCodeFormProps) {
  return (
    <PhoneCodeFlow
      sendCode={(phone) => callApi(browserFetch, login, { body: { phone_number: phone } })}
      confirm={async (phone, code) =>
        (await callApi(browserFetch, confirmCode, { body: { phone_number: phone, code } })).data
      }
      onSuccess={(session) => onSuccess(session)}
      confirmErrorMessage={(error) => codeConfirmErrorMessage(errorCode(error), errorMessage(error))}
      confirmLabel={confirmLabel}
      validate={validate}
    />
  );
}
