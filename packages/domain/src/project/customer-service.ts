/**
 * The customer service number the customer is told to call once it is too late to change an
 * appointment themselves. No setting or CMS field holds a phone number yet; when one does, it
 * replaces this constant.
 */
export const CUSTOMER_SERVICE_PHONE = "+4780012345";
