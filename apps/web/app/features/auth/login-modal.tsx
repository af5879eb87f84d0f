import type { ApiUser } from "@mt/contract/users";
import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { Modal } from "../../components/ui/modal";
import { rememberUser } from "../../lib/session";
import { PhoneCodeForm } from "./phone-code-form";

export const LOGIN_MODAL_WIDTH = 400;

/** The login modal: 400 px, titled "Logg inn", an optional orange description; stores the user and closes. */
export function LoginModal({
  open,
  onClose,
  description,
  onLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  description?: ReactNode;
  onLoggedIn?: (user: ApiUser) => void;
}) {
  const revalidator = useRevalidator();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Logg inn"
      width={LOGIN_MODAL_WIDTH}
      description={description ? <span className="login-modal__description">{description}</span> : undefined}
    >
      <PhoneCodeForm
        onSuccess={({ user }) => {
          rememberUser(user);
          onLoggedIn?.(user);
          onClose();
          void revalidator.revalidate();
        }}
      />
    </Modal>
  );
}
