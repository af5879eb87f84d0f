import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ClaimDetail,
  getClaimAvailableTimes,
  getSwappableClaimElectricians,
  scheduleClaim,
  swapClaimTimeslot,
  swapClaimTimeslotBodySchema,
} from "@mt/contract/claim";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { WindowDialog } from "../../components/window-dialog";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { visitText } from "./claim-labels";
import type { ClaimChanges } from "./use-claim-change";

/** Plans the visit, or moves a planned one, in a window the project's installer can offer; the customer is told. */
export function ScheduleDialog({
  open,
  onClose,
  claim,
  changes,
}: {
  open: boolean;
  onClose: () => void;
  claim: ClaimDetail;
  changes: ClaimChanges;
}) {
  const moving = claim.status === "scheduled";
  return (
    <WindowDialog
      open={open}
      onClose={onClose}
      title={moving ? "Flytt besøket" : "Planlegg besøk"}
      description={
        moving
          ? `Nå: ${visitText(claim.windowStartsAt, claim.windowEndsAt)}. Velg et nytt ankomstvindu; kunden får beskjed.`
          : "Velg et ankomstvindu. Montøren som gjorde jobben får besøket når hen er ledig; ellers en annen montør hos samme installatør. Kunden får beskjed."
      }
      queryKey={["claim", claim.uuid, "available-times"]}
      current={moving ? claim.windowStartsAt : null}
      fetchWindows={(days) =>
        callApi(browserFetch, getClaimAvailableTimes, { params: { uuid: claim.uuid }, query: { days } })
      }
      busy={changes.busy === "schedule"}
      submitLabel={moving ? "Flytt til valgt tid" : "Planlegg valgt tid"}
      missingChoice="Velg et tidspunkt."
      onChoose={(startsAt, after) =>
        changes.run(
          {
            key: "schedule",
            call: () =>
              callApi(browserFetch, scheduleClaim, {
                params: { uuid: claim.uuid },
                body: { version: claim.version, startsAt },
              }),
            done: "Besøket er planlagt, og kunden har fått beskjed.",
          },
          after,
        )
      }
    />
  );
}

/** The form names the electrician (the API would otherwise take the first free one). */
const swapFormSchema = z.object({
  electrician_uuid: z
    .string()
    .min(1, "Velg en montør.")
    .pipe(swapClaimTimeslotBodySchema.shape.electrician_uuid.unwrap()),
});
type SwapForm = z.input<typeof swapFormSchema>;

/** Moves a planned visit to another free electrician of the same installer, at the same time. */
export function SwapElectrician({ claim, changes }: { claim: ClaimDetail; changes: ClaimChanges }) {
  const form = useForm<SwapForm>({
    resolver: zodResolver(swapFormSchema),
    defaultValues: { electrician_uuid: "" },
  });
  const free = useQuery({
    queryKey: ["claim", claim.uuid, "swappable", claim.version],
    queryFn: () =>
      callApi(browserFetch, getSwappableClaimElectricians, {
        params: { id: claim.contractor.uuid, pid: claim.uuid },
      }),
    staleTime: 0,
  });
  if (free.isPending) {
    return (
      <p className="desk-muted" role="status">
        <Spinner size="small" /> Henter ledige montører …
      </p>
    );
  }
  if (free.isError) return <Alert type="error">{errorMessage(free.error)}</Alert>;
  const { electricians, timeslot_uuid } = free.data.data;
  if (electricians.length === 0) {
    return (
      <p className="desk-muted">Ingen andre montører hos installatøren er ledige på dette tidspunktet.</p>
    );
  }

  function submit({ electrician_uuid }: SwapForm) {
    changes.run({
      key: "swap",
      call: () =>
        callApi(browserFetch, swapClaimTimeslot, {
          params: { id: claim.contractor.uuid, pid: claim.uuid },
          body: { timeslot_uuid, electrician_uuid },
        }),
      done: "Besøket er flyttet til en annen montør.",
    });
  }

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      className="desk-form"
      noValidate
      aria-labelledby="swap-heading"
    >
      <h3 id="swap-heading">Bytt montør</h3>
      <FormField label="Ledig montør på samme tid" error={form.formState.errors.electrician_uuid?.message}>
        {(control) => (
          <Select {...control} {...form.register("electrician_uuid")}>
            <option value="">Velg montør</option>
            {electricians.map((person) => (
              <option key={person.uuid} value={person.uuid}>
                {person.firstName} {person.lastName}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" size="medium" variant="secondary" busy={changes.busy === "swap"}>
        Bytt montør
      </Button>
    </form>
  );
}
