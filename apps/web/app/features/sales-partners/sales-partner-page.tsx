import { getSalesPartner, type SalesPartnerDetail } from "@mt/contract/sales-partner";
import { useQuery } from "@tanstack/react-query";
import { StatusChip } from "../../components/ui/status-chip";
import { browserFetch, callApi } from "../../lib/api";
import { partnerKey } from "./partner-changes";
import { PartnerForm } from "./partner-form";
import { People } from "./partner-people";
import { Stores } from "./partner-stores";
import { count } from "./sales-partner-labels";
import "../../components/desk.css";
import "./sales-partners.css";
import { PageHeader } from "../../components/ui/page-header";

/**
 * /selgere/{uuid}: one sales partner. A global admin changes its details; global admins and the
 * partner's admins add, rename and delete stores and add and remove people; a department admin sees
 * and manages the sellers and store employees of their own store only.
 */
export function SalesPartnerPage({ partner: initial }: { partner: SalesPartnerDetail }) {
  const query = useQuery({
    queryKey: partnerKey(initial.uuid),
    queryFn: () => callApi(browserFetch, getSalesPartner, { params: { id: initial.uuid } }),
    initialData: { data: initial },
    staleTime: 0,
  });
  const partner = query.data.data;
  return (
    <div className="container desk-page">
      <PageHeader
        title={partner.name}
        lead={
          <>
            <StatusChip tone={partner.active ? "success" : "warning"}>
              {partner.active ? "Aktiv" : "Inaktiv"}
            </StatusChip>{" "}
            {partner.organizationNumber && `Org.nr. ${partner.organizationNumber} · `}
            {count(partner.ordersThisMonth, "ordre", "ordre")} denne måneden
          </>
        }
      />
      <div className="sales-partners-grid">
        <Stores partner={partner} />
        <People partner={partner} />
      </div>
      {partner.can.editPartner && <PartnerForm key={partner.uuid} partner={partner} />}
    </div>
  );
}
