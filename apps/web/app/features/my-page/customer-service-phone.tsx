import { CUSTOMER_SERVICE_PHONE } from "@mt/domain/project/customer-service";
import { formatPhone } from "@mt/domain/validation/phone";

/** The customer service number as a link that dials it. */
export function CustomerServicePhone() {
  return <a href={`tel:${CUSTOMER_SERVICE_PHONE}`}>{formatPhone(CUSTOMER_SERVICE_PHONE)}</a>;
}
