import { zodResolver } from "@hookform/resolvers/zod";
import { addElectricianBody } from "@mt/contract/contractor";
import { addSalesPartnerPersonBody, type SalesPartnerRole } from "@mt/contract/sales-partner";
import { WORK_TYPES, type WorkType, workTypeLabels, workTypeSchema } from "@mt/domain/entities/enums";
import { roleLabels } from "@mt/domain/roles/roles";
import { fieldMessages } from "@mt/domain/validation/messages";
import { normalisePhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { errorMessage } from "../lib/api";
import { showServerErrors } from "../lib/form-errors";
import { Button } from "./ui/button";
import { Checkbox } from "./ui/checkbox";
import { FormField } from "./ui/form-field";
import { Select } from "./ui/select";
import { useToast } from "./ui/toasts";
import "./add-person-form.css";

/**
 * Who sends the invitation, which decides what the person is invited as: a sales partner's role
 * (and store), or a company's electrician with work types.
 */
export type Inviter =
  | {
      kind: "sales-partner";
      /** The roles the caller may give. */
      roles: readonly SalesPartnerRole[];
      /** The stores the person can belong to. */
      stores: readonly { uuid: string; name: string }[];
      /** A department admin's own store: the only one, chosen already. */
      ownStore: string | null;
    }
  | { kind: "contractor" };

/** What the form sends, the phone number in E.164. */
export interface Invite {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  role: SalesPartnerRole;
  /** The store, or null for none (a partner admin). */
  departmentId: string | null;
  workTypes: WorkType[];
}

const person = addSalesPartnerPersonBody.shape;

/** The contract's fields; the phone as typed, checked as the contract's phone is. */
const inviteSchema = z.object({
  firstName: person.firstName,
  lastName: person.lastName,
  phoneNumber: z.string().refine((value) => normalisePhone(value) !== null, fieldMessages.phone),
  role: person.role,
  departmentId: z.string(),
  workTypes: z.array(workTypeSchema),
});
type InviteFields = z.input<typeof inviteSchema>;

const schemas = {
  "sales-partner": inviteSchema.refine((v) => v.role === "SALES_PARTNER_ADMIN" || v.departmentId !== "", {
    message: "Velg butikk",
    path: ["departmentId"],
  }),
  contractor: inviteSchema.extend({ workTypes: addElectricianBody.shape.work_types }),
};

/** The server's field names (both contracts) and refusals that concern the number typed. */
const SERVER_FIELDS = {
  firstName: "firstName",
  lastName: "lastName",
  phoneNumber: "phoneNumber",
  departmentId: "departmentId",
  first_name: "firstName",
  last_name: "lastName",
  phone_number: "phoneNumber",
  work_types: "workTypes",
} as const;
const PHONE_REFUSALS = {
  ELECTRICIAN_PHONE_TAKEN: "phoneNumber",
  INVITATION_PENDING: "phoneNumber",
  ROLE_GRANT_SELF: "phoneNumber",
} as const;

const texts = {
  "sales-partner": { title: "Legg til person", who: "Personen", whom: "personen", more: "" },
  contractor: { title: "Legg til montør", who: "Montøren", whom: "montøren", more: " og ingen oppdrag" },
};

function defaults(inviter: Inviter): InviteFields {
  const roles = inviter.kind === "sales-partner" ? inviter.roles : [];
  return {
    firstName: "",
    lastName: "",
    phoneNumber: "",
    role: roles.includes("SALES_PARTNER_SELLER")
      ? "SALES_PARTNER_SELLER"
      : (roles[0] ?? "SALES_PARTNER_SELLER"),
    departmentId: inviter.kind === "sales-partner" ? (inviter.ownStore ?? "") : "",
    workTypes: ["ELECTRICIAN"],
  };
}

/**
 * The one form that invites a person by name and mobile number (decision 060): to a sales partner
 * with a role and store, or to an installer company as an electrician with work types. The person
 * gets an SMS and appears among the invited once `onSent` has reloaded the list.
 */
export function AddPersonForm({
  inviter,
  headingLevel = 3,
  headingId,
  send,
  onSent,
}: {
  inviter: Inviter;
  headingLevel?: 2 | 3;
  /** The heading's id, for a section around the form that it names. */
  headingId?: string;
  send: (invite: Invite) => Promise<{ data: { firstName: string } }>;
  onSent: () => Promise<unknown>;
}) {
  const toast = useToast();
  const generated = useId();
  const titleId = headingId ?? `${generated}-title`;
  const typesErrorId = `${generated}-types-error`;
  const text = texts[inviter.kind];
  const form = useForm<InviteFields>({
    defaultValues: defaults(inviter),
    resolver: zodResolver(schemas[inviter.kind]),
  });
  const { errors } = form.formState;
  const add = useMutation({
    mutationFn: (values: InviteFields) =>
      send({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phoneNumber: normalisePhone(values.phoneNumber) ?? values.phoneNumber,
        role: values.role,
        departmentId: values.departmentId === "" ? null : values.departmentId,
        workTypes: values.workTypes,
      }),
    onSuccess: async ({ data }) => {
      toast.success(
        `${data.firstName} er invitert og får en SMS. ${text.who} vises her når invitasjonen er godtatt.`,
      );
      form.reset({ ...form.getValues(), firstName: "", lastName: "", phoneNumber: "" });
      await onSent();
    },
    onError: (error) => {
      if (!showServerErrors(error, form.setError, SERVER_FIELDS, PHONE_REFUSALS))
        toast.error(errorMessage(error));
    },
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const role = form.watch("role");
  const needsStore = role !== "SALES_PARTNER_ADMIN";
  return (
    <form
      className="desk-form add-person-form"
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      aria-labelledby={titleId}
    >
      <Heading id={titleId}>{text.title}</Heading>
      <p className="desk-muted">
        {text.who} får en SMS med en invitasjon, logger inn med telefonnummeret sitt og godtar den. Før det
        får {text.whom} ingen tilgang{text.more}.
      </p>
      <FormField label="Fornavn" error={errors.firstName?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register("firstName")} />}
      </FormField>
      <FormField label="Etternavn" error={errors.lastName?.message}>
        {(control) => <input {...control} autoComplete="off" {...form.register("lastName")} />}
      </FormField>
      <FormField label="Mobilnummer" error={errors.phoneNumber?.message}>
        {(control) => <input {...control} type="tel" autoComplete="off" {...form.register("phoneNumber")} />}
      </FormField>
      {inviter.kind === "sales-partner" && (
        <>
          <FormField label="Rolle" error={errors.role?.message}>
            {(control) => (
              <Select {...control} {...form.register("role")}>
                {inviter.roles.map((r) => (
                  <option key={r} value={r}>
                    {roleLabels[r]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Butikk" optional={!needsStore} error={errors.departmentId?.message}>
            {(control) => (
              <Select {...control} {...form.register("departmentId")}>
                {!inviter.ownStore && <option value="">{needsStore ? "Velg butikk" : "Ingen butikk"}</option>}
                {inviter.stores
                  .filter((d) => !inviter.ownStore || d.uuid === inviter.ownStore)
                  .map((d) => (
                    <option key={d.uuid} value={d.uuid}>
                      {d.name}
                    </option>
                  ))}
              </Select>
            )}
          </FormField>
        </>
      )}
      {inviter.kind === "contractor" && (
        <fieldset
          className="add-person-form__checks"
          aria-describedby={errors.workTypes ? typesErrorId : undefined}
        >
          <legend>Arbeidstyper</legend>
          {WORK_TYPES.map((type) => (
            <label key={type}>
              <Checkbox value={type} {...form.register("workTypes")} />
              {workTypeLabels[type]}
            </label>
          ))}
          {errors.workTypes && (
            <p id={typesErrorId} className="form-field__error">
              {errors.workTypes.message}
            </p>
          )}
        </fieldset>
      )}
      <Button type="submit" busy={add.isPending}>
        Send invitasjon
      </Button>
    </form>
  );
}
