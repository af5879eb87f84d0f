import type { ApiFetch } from "@mt/contract/load-context";
import type { WorkType } from "@mt/domain/entities/enums";
import { paths } from "@mt/domain/routes/routes";
import { classifyPostCode, postCodeButtonLabels, postCodeMessages } from "@mt/domain/state/post-code-check";
import { checkPostCodeField } from "@mt/domain/validation/post-code";
import { useEffect } from "react";
import { Link } from "react-router";
import { POST_CODE_PARAM } from "../../components/post-code-form";
import { Alert } from "../../components/ui/alert";
import { setCartPostCodeInBackground } from "../../lib/order/cart-calls-in-background";
import { useOrderStore } from "../../lib/order/order-store";
import { checkPostCode } from "./check-post-code";
import { PostCodeCheckForm } from "./post-code-check-form";

/** The answer to `?postnummer=` on the job list, checked on the server (the home form without JavaScript). */
export type AddressPostCode =
  | { kind: "invalid"; code: string; message: string }
  | { kind: "not-launched"; code: string; place: string | null; message: string }
  | { kind: "covered"; code: string; place: string | null; jobTypes: WorkType[]; message: string }
  | { kind: "error"; code: string; message: string };

/** The same check the modal makes through the API: format first, then GET post-code/{code}. */
export async function checkAddressPostCode(api: ApiFetch, raw: string): Promise<AddressPostCode> {
  const code = raw.trim().slice(0, 16);
  const parsed = checkPostCodeField(code);
  if (!parsed.ok) return { kind: "invalid", code, message: parsed.message };
  const answer = await checkPostCode(parsed.code, api);
  if (!answer.ok) {
    return answer.notAPostCode
      ? { kind: "invalid", code, message: postCodeMessages.notFound(code) }
      : { kind: "error", code, message: answer.message };
  }
  const { status, message } = classifyPostCode(answer.info);
  const place = answer.info.place ?? null;
  return status === "nothing-launched"
    ? { kind: "not-launched", code, place, message }
    : { kind: "covered", code, place, jobTypes: [...answer.info.jobTypes], message };
}

/**
 * The result of the address's post code above the job list: where we deliver, or the waitlist, or the
 * field again with its error. Once interactive, a known code is stored in the order state as the
 * modal stores it.
 */
export function PostCodeFromAddress({ result }: { result: AddressPostCode }) {
  useEffect(() => {
    const { postCodeChecked, postCodeFailed } = useOrderStore.getState();
    if (result.kind === "covered" || result.kind === "not-launched") {
      postCodeChecked(result.code, {
        jobTypes: result.kind === "covered" ? result.jobTypes : [],
        place: result.place,
      });
      setCartPostCodeInBackground(result.code);
    } else if (result.kind === "invalid") {
      postCodeFailed(result.code);
    }
  }, [result]);

  switch (result.kind) {
    case "covered":
      return (
        <Alert type="success" title={`Postnummer ${result.code}${result.place ? ` ${result.place}` : ""}`}>
          {result.message}.
        </Alert>
      );
    case "not-launched":
      return (
        <Alert type="warning" title={`Postnummer ${result.code}`}>
          {result.message}{" "}
          <Link to={`${paths.newsletter}?${new URLSearchParams({ [POST_CODE_PARAM]: result.code })}`}>
            {postCodeButtonLabels["join-waitlist"]}
          </Link>
        </Alert>
      );
    case "invalid":
      return <PostCodeCheckForm buttonText="Sjekk" initial={{ code: result.code, error: result.message }} />;
    case "error":
      return <Alert type="error">{result.message}</Alert>;
  }
}
