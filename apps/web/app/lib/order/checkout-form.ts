import { zodResolver } from "@hookform/resolvers/zod";
import { bookingCompanySchema, bookingContactInformationSchema } from "@mt/contract/booking";
import type { Company } from "@mt/domain/entities/company";
import { organisationNumberSchema } from "@mt/domain/validation/field-schemas";
import { useEffect } from "react";
import { type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { useOrderHydrated, useOrderStore } from "./order-store";

const contact = bookingContactInformationSchema.shape;

/**
 * The contact form of a checkout (the customer's own, or a seller's for the customer), with the
 * contract's field rules and the domain's messages; only the terms' message differs between them.
 */
export function checkoutFormSchema(termsMessage: string) {
  return z
    .object({
      address: contact.address,
      additionalInfo: contact.additionalInfo,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      isCompany: z.boolean(),
      organizationNumber: z.string(),
      companyName: z.string(),
      acceptedTerms: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (!value.acceptedTerms)
        ctx.addIssue({ code: "custom", path: ["acceptedTerms"], message: termsMessage });
      if (!value.isCompany) return;
      const number = organisationNumberSchema.safeParse(value.organizationNumber);
      if (!number.success)
        ctx.addIssue({
          code: "custom",
          path: ["organizationNumber"],
          message: number.error.issues[0]?.message ?? "",
        });
      const name = bookingCompanySchema.shape.name.safeParse(value.companyName);
      if (!name.success)
        ctx.addIssue({ code: "custom", path: ["companyName"], message: name.error.issues[0]?.message ?? "" });
    });
}
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormOutput = z.output<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormOutput>;
export type CheckoutField = FieldPath<CheckoutFormInput> | "phone" | "sellerDescription";

/** Server field names (`contactInformation.company.name`) as the form's fields. */
export function checkoutFormField(serverKey: string): CheckoutField | null {
  const key = serverKey.replace(/^body\./, "").replace(/^contactInformation\./, "");
  const map: Record<string, CheckoutField> = {
    address: "address",
    additionalInfo: "additionalInfo",
    firstName: "firstName",
    lastName: "lastName",
    email: "email",
    phoneNumber: "phone",
    phoneVerificationToken: "phone",
    "company.organizationNumber": "organizationNumber",
    "company.name": "companyName",
    acceptedTerms: "acceptedTerms",
    sellerDescription: "sellerDescription",
  };
  return map[key] ?? null;
}

/**
 * The checkout's form: filled from the order state's contact information once it is read, and what
 * is typed kept there ("contactInformation", spec section 9). Terms are accepted anew each time.
 */
export function useCheckoutForm(termsMessage: string): CheckoutForm {
  const hydrated = useOrderHydrated();
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema(termsMessage)),
    defaultValues: {
      address: "",
      additionalInfo: "",
      firstName: "",
      lastName: "",
      email: "",
      isCompany: false,
      organizationNumber: "",
      companyName: "",
      acceptedTerms: false,
    },
  });

  useEffect(() => {
    if (!hydrated) return;
    const info = useOrderStore.getState().contactInformation;
    form.reset({
      address: info.address,
      additionalInfo: info.additionalInfo,
      firstName: info.firstName,
      lastName: info.lastName,
      email: info.email,
      isCompany: info.company !== null,
      organizationNumber: info.company?.organizationNumber ?? "",
      companyName: info.company?.name ?? "",
      acceptedTerms: false,
    });
  }, [hydrated, form]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const store = useOrderStore.getState();
      store.replace({
        ...store,
        contactInformation: {
          ...store.contactInformation,
          address: values.address ?? "",
          additionalInfo: values.additionalInfo ?? "",
          firstName: values.firstName ?? "",
          lastName: values.lastName ?? "",
          email: values.email ?? "",
        },
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return form;
}

/** The company of the booking: what the register found for this number, with the name as typed. */
export function bookingCompany(values: CheckoutFormOutput, found: Company | null): Company | null {
  if (!values.isCompany) return null;
  const organizationNumber = values.organizationNumber.replace(/\s/g, "");
  return {
    ...(found?.organizationNumber === organizationNumber ? found : {}),
    name: values.companyName,
    organizationNumber,
  };
}

/** Forgets the verified phone (the customer changes number, or the server refused the proof). */
export function forgetVerifiedPhone() {
  const store = useOrderStore.getState();
  store.replace({
    ...store,
    contactInformation: { ...store.contactInformation, phoneVerificationToken: null },
  });
}
