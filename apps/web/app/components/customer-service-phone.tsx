import { formatPhone } from "@mt/domain/validation/phone";
import { useCustomerServicePhone } from "../lib/public-settings";

/** The customer service number (a setting, decision 042) as a link that dials it. */
export function CustomerServicePhone() {
  const phone = useCustomerServicePhone();
  return <a href={`tel:${phone}`}>{formatPhone(phone)}</a>;
}
