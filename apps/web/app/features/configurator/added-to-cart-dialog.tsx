import { paths } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";

/**
 * After "Legg i handlekurven": the customer chooses between the cart and more shopping. Focus starts
 * on "Gå til handlekurven"; Escape and the close button stay on the job.
 */
export function AddedToCartDialog({
  open,
  jobTitle,
  onClose,
}: {
  open: boolean;
  jobTitle: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Lagt i handlekurven"
      description={`${jobTitle} ligger nå i handlekurven.`}
      width={480}
      className="added-to-cart"
    >
      <div className="added-to-cart__actions">
        <Link to={paths.cart} className={buttonClassName()} data-autofocus>
          Gå til handlekurven
        </Link>
        <Link to={paths.allJobs} className={buttonClassName({ variant: "secondary" })}>
          Fortsett å handle
        </Link>
      </div>
    </Modal>
  );
}
