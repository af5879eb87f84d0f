import { type CustomerDetail, changeCustomerPhoneNumber, sendCustomerPhoneCode } from "@mt/contract/customer";
import { formatPhone } from "@mt/domain/validation/phone";
import { PhoneCodeFlow } from "../../components/phone-code-form";
import { Modal } from "../../components/ui/modal";
import { browserFetch, callApi } from "../../lib/api";

/**
 * Changing a customer's login phone number on the phone with them (decision 059): the new number,
 * "Send kode", then the code the customer reads out. Only a confirmed number becomes their login; the
 * old number is told by SMS and the customer is logged out everywhere.
 */
export function CustomerPhoneDialog({
  customer,
  open,
  onClose,
  onChanged,
}: {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
  onChanged: (customer: CustomerDetail) => void;
}) {
  const params = { uuid: customer.uuid };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Bytt telefonnummer"
      width={520}
      className="customer-phone-dialog"
      description="Kunden får en kode på SMS til det nye nummeret og leser den opp for deg."
    >
      <p className="customer-phone-dialog__now">
        Nåværende nummer: <strong>{formatPhone(customer.phoneNumber)}</strong>. Det får beskjed om byttet, og
        kunden logges ut på alle enheter.
      </p>
      <PhoneCodeFlow
        phoneLabel="Nytt telefonnummer"
        confirmLabel="Bytt nummer"
        sendCode={(phoneNumber) =>
          callApi(browserFetch, sendCustomerPhoneCode, { params, body: { phoneNumber } })
        }
        confirm={async (phoneNumber, code) =>
          (await callApi(browserFetch, changeCustomerPhoneNumber, { params, body: { phoneNumber, code } }))
            .data
        }
        onSuccess={(changed) => onChanged(changed)}
      />
    </Modal>
  );
}
