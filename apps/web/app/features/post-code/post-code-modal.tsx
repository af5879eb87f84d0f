import type { WorkType } from "@mt/domain/entities/enum-values";
import { workTypeSubscriptions } from "@mt/domain/entities/enum-values";
import { paths } from "@mt/domain/routes/routes";
import { cartJobTypes } from "@mt/domain/state/cart";
import { closePostCodeModalWithEmptyInput } from "@mt/domain/state/order-reset";
import {
  initialPostCodeCheck,
  isPostCodeResolved,
  type PostCodeButton,
  type PostCodeCheckEvent,
  type PostCodeCheckState,
  postCodeButtonLabels,
  postCodeButtons,
  postCodeCheckReducer,
} from "@mt/domain/state/post-code-check";
import { POST_CODE_TYPING } from "@mt/domain/validation/post-code";
import { useEffect, useId, useReducer, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { TextInput } from "../../components/ui/text-input";
import { releaseReservationInBackground } from "../../lib/order/cart-calls-in-background";
import { type OrderStoreState, orderState, useOrderStore } from "../../lib/order/order-store";
import { checkAndStorePostCode } from "./check-post-code";
import "./post-code.css";

export interface PostCodeModalProps {
  open: boolean;
  onClose: () => void;
  /** The job type the modal was opened for (job page, configurator). */
  jobType?: WorkType | null;
  /** Cart context: the cart page checks the cart's jobs against the new code. */
  cartContext?: boolean;
  /** What "Fortsett" does when the job type is supported; closes by default. */
  onContinue?: () => void;
}

const alertType = (state: PostCodeCheckState) => {
  switch (state.status) {
    case "supported":
    case "job-type-supported":
      return "success" as const;
    case "invalid":
    case "error":
      return "error" as const;
    default:
      return "warning" as const;
  }
};

/** "Leverer vi der du bor?": the post-code check with every result state of spec sections 2, 4 and 8. */
export function PostCodeModal({
  open,
  onClose,
  jobType = null,
  cartContext = false,
  onContinue,
}: PostCodeModalProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useOrderStore();
  const inputId = useId();
  const context = {
    jobType,
    cartJobTypes: cartContext ? cartJobTypes(store.cart) : undefined,
    storedPostCode: store.postCode,
  };
  const contextRef = useRef(context);
  contextRef.current = context;
  const [state, dispatch] = useReducer(
    (s: PostCodeCheckState, e: PostCodeCheckEvent) => postCodeCheckReducer(s, e, contextRef.current),
    store.postCode,
    initialPostCodeCheck,
  );

  // Opening again starts from the stored code, with no old result.
  useEffect(() => {
    if (open) dispatch({ type: "input", value: useOrderStore.getState().postCode ?? "" });
  }, [open]);

  // A check runs whenever the state machine says so; answers for an older code are ignored by it.
  useEffect(() => {
    if (state.status !== "checking") return;
    const code = state.input;
    let live = true;
    checkAndStorePostCode(code).then((answer) => {
      if (!live) return;
      if (answer.ok) {
        dispatch({ type: "succeeded", postCode: code, info: answer.info });
      } else {
        dispatch({
          type: "failed",
          postCode: code,
          notAPostCode: answer.notAPostCode,
          message: answer.message,
        });
      }
    });
    return () => {
      live = false;
    };
  }, [state.status, state.input]);

  function close() {
    if (state.input === "") {
      const current = useOrderStore.getState();
      const result = closePostCodeModalWithEmptyInput(
        orderState(current) as Parameters<typeof closePostCodeModalWithEmptyInput>[0],
        pathname,
      );
      current.replace(result.state as OrderStoreState);
      if (result.releaseReservation) releaseReservationInBackground();
      if (result.redirectTo) navigate(result.redirectTo);
    }
    onClose();
  }

  function go(button: PostCodeButton) {
    switch (button) {
      case "see-jobs":
      case "see-available-jobs":
        onClose();
        navigate(paths.allJobs);
        return;
      case "choose-time":
        onClose();
        navigate(paths.chooseTime);
        return;
      case "review-jobs":
        onClose();
        navigate(paths.cart);
        return;
      case "join-waitlist": {
        onClose();
        const types = jobType ? [workTypeSubscriptions[jobType]] : [];
        const query = new URLSearchParams({ postnummer: state.input, ...(types[0] && { type: types[0] }) });
        navigate(`${paths.newsletter}?${query}`);
        return;
      }
      case "continue":
        onClose();
        onContinue?.();
        return;
      case "cancel":
      case "close":
        close();
        return;
    }
  }

  const buttons = postCodeButtons(state, context);
  const resolved = isPostCodeResolved(state);
  return (
    <Modal open={open} onClose={close} title="Leverer vi der du bor?" className="post-code-modal">
      <p>Skriv inn postnummeret ditt, så ser du hvilke tjenester vi leverer der.</p>
      <div className="post-code-modal__field">
        <TextInput
          id={inputId}
          label="Postnummer"
          fieldClassName="post-code-modal__text"
          className="post-code-modal__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          allow={POST_CODE_TYPING}
          clearable
          value={state.input}
          onValueChange={(value) => dispatch({ type: "input", value })}
          onEnter={() => {
            const first = buttons[0];
            if (resolved && first) go(first);
          }}
          aria-describedby={`${inputId}-result`}
          data-testid="post-code-input"
        />
        {resolved && state.place && <span className="post-code-modal__place">{state.place}</span>}
      </div>
      <div
        id={`${inputId}-result`}
        aria-live="polite"
        className="post-code-modal__result"
        data-status={state.status}
      >
        {state.status === "checking" && (
          <p className="post-code-modal__checking">
            <Spinner size="small" /> Sjekker postnummeret …
          </p>
        )}
        {"message" in state && <Alert type={alertType(state)}>{state.message}</Alert>}
      </div>
      <div className="post-code-modal__buttons">
        {buttons.map((button, index) => (
          <Button
            key={button}
            variant={index === 0 && button !== "cancel" ? "primary" : "secondary"}
            onClick={() => go(button)}
          >
            {postCodeButtonLabels[button]}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
