import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Contractor,
  type ContractorFeedback,
  getContractor,
  invoiceEmailsBody,
  setContractorDepartment,
  setInvoiceEmails,
  updateContractor,
  updateContractorBodySchema,
} from "@mt/contract/contractor";
import type { CaseworkerDepartment } from "@mt/contract/users";
import { formatDateTime } from "@mt/domain/format/date";
import { paths, routes } from "@mt/domain/routes/routes";
import { emailSchema, postCodeSchema } from "@mt/domain/validation/field-schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { CoverageEditor } from "../../components/coverage-editor";
import { PendingApprovalNotice } from "../../components/pending-approval-notice";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { StatusChip } from "../../components/ui/status-chip";
import { browserFetch, callApi } from "../../lib/api";
import { type Changes, useChange } from "../../lib/use-change";
import { FeedbackList } from "./feedback-list";
import { contractorStatusLabels, contractorStatusTones } from "./partner-labels";
import "../../components/desk.css";
import "./partners.css";
import { PageHeader } from "../../components/ui/page-header";
import { Select } from "../../components/ui/select";

type CompanyChanges = Changes<Contractor>;

/** Splits a list typed one per line (or with commas or spaces) into its entries. */
export const entries = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The status panel's heading and the company's status, for staff and for the company's own admin. */
function StatusHeading({ company }: { company: Contractor }) {
  return (
    <>
      <h2 id="company-approval">Status</h2>
      <p>
        <StatusChip tone={contractorStatusTones[company.status]}>
          {contractorStatusLabels[company.status]}
        </StatusChip>
      </p>
    </>
  );
}

function Approval({ company, changes }: { company: Contractor; changes: CompanyChanges }) {
  const [confirming, setConfirming] = useState(false);
  const set = (active: boolean, done: string) =>
    changes.run({
      key: "active",
      call: () => callApi(browserFetch, updateContractor, { params: { id: company.uuid }, body: { active } }),
      done,
    });
  return (
    <section className="desk-panel desk-project__actions" aria-labelledby="company-approval">
      <StatusHeading company={company} />
      {company.status === "PENDING" && (
        <p className="desk-muted">
          Installatøren får ingen jobber før den er godkjent. Se over firmaopplysninger og dekning først.
        </p>
      )}
      {company.status === "INACTIVE" && <p className="desk-muted">Installatøren får ingen nye jobber.</p>}
      <div className="desk-moves">
        {company.status === "PENDING" && (
          <Button busy={changes.busy === "active"} onClick={() => set(true, "Installatøren er godkjent")}>
            Godkjenn
          </Button>
        )}
        {company.status === "INACTIVE" && (
          <Button busy={changes.busy === "active"} onClick={() => set(true, "Installatøren er aktiv igjen")}>
            Aktiver
          </Button>
        )}
        {company.status === "ACTIVE" && (
          <Button
            variant="secondary"
            className="desk-moves__danger"
            busy={changes.busy === "active"}
            onClick={() => setConfirming(true)}
          >
            Deaktiver
          </Button>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Deaktivere ${company.name}?`}
        description="Installatøren får ingen nye jobber, og kundene ser ikke lenger tidene deres. Jobber som allerede er booket, beholder installatøren."
      >
        <div className="desk-form__actions">
          <Button
            className="desk-moves__danger"
            busy={changes.busy === "active"}
            onClick={() => {
              setConfirming(false);
              set(false, "Installatøren er deaktivert");
            }}
          >
            Deaktiver
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Avbryt
          </Button>
        </div>
      </Modal>
    </section>
  );
}

/** Where the company's approval stands, as its own admin sees it (decision 060). */
function OwnStatus({ company }: { company: Contractor }) {
  return (
    <section className="desk-panel" aria-labelledby="company-approval">
      <StatusHeading company={company} />
      {company.status === "PENDING" && (
        <PendingApprovalNotice contractorUuid={company.uuid} own onCompanyPage />
      )}
      {company.status === "ACTIVE" && (
        <p className="desk-muted">Bedriften er godkjent. Kundene i området deres kan bestille hos dere.</p>
      )}
      {company.status === "INACTIVE" && (
        <p className="desk-muted">Bedriften får ingen nye oppdrag nå. Kontakt oss hvis dette er feil.</p>
      )}
    </section>
  );
}

/** The company's name as the form holds it: the contract's rule for it. */
const detailsSchema = z.object({ name: updateContractorBodySchema.shape.name.unwrap() });

/** The codes typed one per line (or with commas or spaces): each a post code, each once. */
const listedCodesSchema = z.object({
  text: z
    .string()
    .transform(entries)
    .superRefine((list, ctx) => {
      const bad = list.filter((code) => !postCodeSchema.safeParse(code).success);
      if (bad.length > 0)
        ctx.addIssue({ code: "custom", message: `Ugyldige postnumre: ${bad.slice(0, 5).join(", ")}` });
    })
    .transform((list) => [...new Set(list)])
    .pipe(updateContractorBodySchema.shape.post_codes.unwrap()),
});

/** The invoice addresses typed one per line: the first bad one named, then the contract's limits. */
const invoiceEmailsSchema = z.object({
  text: z
    .string()
    .transform(entries)
    .superRefine((list, ctx) => {
      const bad = list.find((address) => !emailSchema.safeParse(address).success);
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: `Ugyldig e-postadresse: ${bad}` });
    })
    .pipe(invoiceEmailsBody.shape.invoice_emails),
});

function Details({ company, changes }: { company: Contractor; changes: CompanyChanges }) {
  const form = useForm({ resolver: zodResolver(detailsSchema), defaultValues: { name: company.name } });
  const submit = form.handleSubmit(({ name }) =>
    changes.run({
      key: "name",
      call: () => callApi(browserFetch, updateContractor, { params: { id: company.uuid }, body: { name } }),
      done: "Firmanavnet er lagret",
    }),
  );
  return (
    <section className="desk-panel" aria-labelledby="company-details">
      <h2 id="company-details">Firmaopplysninger</h2>
      <form className="desk-form" onSubmit={submit} noValidate>
        <FormField label="Firmanavn" error={form.formState.errors.name?.message}>
          {(control) => <input {...control} maxLength={200} {...form.register("name")} />}
        </FormField>
        <dl className="desk-facts">
          <div>
            <dt>Org.nr.</dt>
            <dd>{company.organizationNumber ?? "Ikke oppgitt"}</dd>
          </div>
          <div>
            <dt>Registrert</dt>
            <dd>{formatDateTime(company.createdAt)}</dd>
          </div>
        </dl>
        <Button type="submit" busy={changes.busy === "name"}>
          Lagre firmanavn
        </Button>
      </form>
    </section>
  );
}

function ListedCodes({ company, changes }: { company: Contractor; changes: CompanyChanges }) {
  const form = useForm({
    resolver: zodResolver(listedCodesSchema),
    defaultValues: { text: company.postCodes.join("\n") },
  });
  const submit = form.handleSubmit(({ text }) =>
    changes.run({
      key: "postCodes",
      call: () =>
        callApi(browserFetch, updateContractor, { params: { id: company.uuid }, body: { post_codes: text } }),
      done: "Postnumrene er lagret",
    }),
  );
  return (
    <section className="desk-panel" aria-labelledby="company-listed">
      <h2 id="company-listed">Postnumre utenfor radius</h2>
      <form className="desk-form" onSubmit={submit} noValidate>
        <FormField
          label="Postnumre"
          optional
          hint="Dekkes for alle arbeidstypene uansett avstand. Ett per linje, eller skilt med komma."
          error={form.formState.errors.text?.message}
        >
          {(control) => <textarea {...control} rows={4} {...form.register("text")} />}
        </FormField>
        <Button type="submit" busy={changes.busy === "postCodes"}>
          Lagre postnumre
        </Button>
      </form>
    </section>
  );
}

function InvoiceEmails({ company, changes }: { company: Contractor; changes: CompanyChanges }) {
  const form = useForm({
    resolver: zodResolver(invoiceEmailsSchema),
    defaultValues: { text: company.invoiceEmails.join("\n") },
  });
  const submit = form.handleSubmit(({ text }) =>
    changes.run({
      key: "emails",
      call: () =>
        callApi(browserFetch, setInvoiceEmails, {
          params: { id: company.uuid },
          body: { invoice_emails: text },
        }),
      done: "Fakturaadressene er lagret",
    }),
  );
  return (
    <section className="desk-panel" aria-labelledby="company-invoice">
      <h2 id="company-invoice">Faktura</h2>
      <form className="desk-form" onSubmit={submit} noValidate>
        <FormField
          label="E-postadresser for faktura"
          hint="Én per linje, høyst 10."
          error={form.formState.errors.text?.message}
        >
          {(control) => <textarea {...control} rows={3} {...form.register("text")} />}
        </FormField>
        <Button type="submit" busy={changes.busy === "emails"}>
          Lagre adresser
        </Button>
      </form>
    </section>
  );
}

function Department({
  company,
  departments,
  changes,
}: {
  company: Contractor;
  departments: readonly CaseworkerDepartment[];
  changes: CompanyChanges;
}) {
  const form = useForm({
    defaultValues: { departmentId: company.department ? String(company.department.id) : "" },
  });
  const submit = form.handleSubmit(({ departmentId }) =>
    changes.run({
      key: "department",
      call: () =>
        callApi(browserFetch, setContractorDepartment, {
          params: { id: company.uuid },
          body: { department_id: departmentId === "" ? null : Number(departmentId) },
        }),
      done: departmentId === "" ? "Avdelingen er fjernet" : "Avdelingen er lagret",
    }),
  );
  return (
    <section className="desk-panel" aria-labelledby="company-department">
      <h2 id="company-department">Saksbehandling</h2>
      <form className="desk-form" onSubmit={submit}>
        <FormField label="Saksbehandleravdeling" hint="Avdelingen som følger opp installatøren.">
          {(control) => (
            <Select {...control} {...form.register("departmentId")}>
              <option value="">Ingen avdeling</option>
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit" busy={changes.busy === "department"}>
          Lagre avdeling
        </Button>
      </form>
    </section>
  );
}

function Feedback({ feedback }: { feedback: readonly ContractorFeedback[] }) {
  return (
    <section className="desk-panel" aria-labelledby="company-feedback">
      <h2 id="company-feedback">Tilbakemeldinger fra installatøren</h2>
      <FeedbackList feedback={feedback} empty="Installatøren har ikke sendt noen tilbakemeldinger." />
    </section>
  );
}

/**
 * /partnere/{uuid}: one installer company for a global admin: approve or switch it off, company
 * details, coverage with its preview, codes outside the radius, invoice addresses, caseworker
 * department, and the feedback it has sent. /partner/{uuid}/bedrift (`own`): the same company as its
 * own admin sees it: where its approval stands, and its details, coverage and invoicing to finish.
 */
export function CompanyPage({
  contractor,
  feedback = [],
  departments = [],
  own = false,
}: {
  contractor: Contractor;
  feedback?: readonly ContractorFeedback[];
  departments?: readonly CaseworkerDepartment[];
  /** The company's own admin is looking. */
  own?: boolean;
}) {
  const [company, setCompany] = useState(contractor);
  const changes = useChange<Contractor>({
    stale: new Set(["VALIDATION_ERROR"]),
    refetch: () => callApi(browserFetch, getContractor, { params: { id: company.uuid } }),
    onFresh: setCompany,
  });
  return (
    <div className="container desk-page desk-project">
      {!own && (
        <p>
          <Link to={paths.installers}>← Alle installatører</Link>
        </p>
      )}
      <PageHeader
        title={company.name}
        actions={
          <>
            {own && <Link to={routes.contractorCalendar(company.uuid)}>Kalender</Link>}
            <Link to={routes.contractorElectricians(company.uuid)}>
              Montører ({company.electricianCount})
            </Link>
          </>
        }
      />
      <div className="partners-grid">
        {own ? <OwnStatus company={company} /> : <Approval company={company} changes={changes} />}
        <Details company={company} changes={changes} />
      </div>
      <section className="desk-panel" aria-labelledby="company-coverage">
        <h2 id="company-coverage">Arbeidstyper og dekning</h2>
        <CoverageEditor
          contractorUuid={company.uuid}
          settings={company}
          savedAt={company.updatedAt}
          busy={changes.busy === "coverage"}
          onSave={(s) =>
            changes.run({
              key: "coverage",
              call: () =>
                callApi(browserFetch, updateContractor, {
                  params: { id: company.uuid },
                  body: {
                    base_post_code: s.basePostCode,
                    radius_km: s.radiusKm,
                    work_types: s.workTypes.map((w) => ({
                      work_type: w.workType,
                      extended_radius_km: w.extendedRadiusKm,
                    })),
                  },
                }),
              done: "Dekningen er lagret",
            })
          }
        />
      </section>
      <div className="partners-grid">
        <ListedCodes company={company} changes={changes} />
        <InvoiceEmails company={company} changes={changes} />
        {!own && <Department company={company} departments={departments} changes={changes} />}
      </div>
      {!own && <Feedback feedback={feedback} />}
    </div>
  );
}
