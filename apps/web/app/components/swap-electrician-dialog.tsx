import { zodResolver } from "@hookform/resolvers/zod";
import { getSwappableClaimElectricians, swapClaimTimeslot } from "@mt/contract/claim";
import { getSwappableProjectElectricians, swapProjectTimeslot } from "@mt/contract/project";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { browserFetch, callApi, errorCode, errorMessage } from "../lib/api";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";
import { Spinner } from "./ui/spinner";
import "./desk.css";
import "./swap-electrician-dialog.css";
import { Radio } from "./ui/radio";

/** The booked work to give to a colleague: a project's job or a claim's visit. */
export interface SwapWork {
  type: "PROJECT" | "CLAIM";
  /** The project's or the claim's uuid. */
  uuid: string;
  projectNumber: number;
  address: string;
  startsAt: string;
  endsAt: string;
  /** Who has it now. */
  electricianName: string;
}

export interface SwapElectricianDialogProps {
  open: boolean;
  onClose: () => void;
  /** The company's uuid or id. */
  contractorId: string;
  work: SwapWork;
  /** After the swap: the colleague's name. */
  onSwapped: (colleague: string) => void;
}

/** The colleague chosen (the contract lets the server pick the first free one; here a person chooses). */
const choiceSchema = z.object({ electrician_uuid: z.string().min(1, "Velg en kollega.") });

const when = (work: SwapWork) => formatDayWindow(work.startsAt, work.endsAt);

/**
 * Gives booked work to a colleague who is free for the whole time and does the work
 * (swappable-electricians, then swap-timeslot). A colleague taken meanwhile answers 409: the list is
 * fetched again. Used by the availability page and the electricians page.
 */
export function SwapElectricianDialog({
  open,
  onClose,
  contractorId,
  work,
  onSwapped,
}: SwapElectricianDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Bytt montør på oppdrag ${work.projectNumber}`}
      description={`${work.address}, ${when(work)}. Nå: ${work.electricianName}.`}
    >
      {open && <SwapForm contractorId={contractorId} work={work} onSwapped={onSwapped} onClose={onClose} />}
    </Modal>
  );
}

function SwapForm({ contractorId, work, onSwapped, onClose }: Omit<SwapElectricianDialogProps, "open">) {
  const errorId = useId();
  const form = useForm({ resolver: zodResolver(choiceSchema), defaultValues: { electrician_uuid: "" } });
  const chosen = form.watch("electrician_uuid");
  const error = form.formState.errors.electrician_uuid?.message;
  const params = { id: contractorId, pid: work.uuid };
  const free = useQuery({
    queryKey: ["swappable", work.type, work.uuid],
    queryFn: () =>
      work.type === "PROJECT"
        ? callApi(browserFetch, getSwappableProjectElectricians, { params })
        : callApi(browserFetch, getSwappableClaimElectricians, { params }),
    staleTime: 0,
  });
  const swap = useMutation({
    mutationFn: async (body: { timeslot_uuid: string; electrician_uuid: string }): Promise<void> => {
      if (work.type === "PROJECT") await callApi(browserFetch, swapProjectTimeslot, { params, body });
      else await callApi(browserFetch, swapClaimTimeslot, { params, body });
    },
  });

  if (free.isPending)
    return (
      <p className="desk-muted" role="status">
        <Spinner size="small" /> Henter ledige kolleger …
      </p>
    );
  if (free.isError) return <Alert type="error">{errorMessage(free.error)}</Alert>;
  const { electricians, timeslot_uuid } = free.data.data;
  const person = electricians.find((e) => e.uuid === chosen);

  const submit = form.handleSubmit(({ electrician_uuid }) =>
    swap.mutate(
      { timeslot_uuid, electrician_uuid },
      {
        onSuccess: () => {
          const colleague = electricians.find((e) => e.uuid === electrician_uuid);
          onSwapped(colleague ? `${colleague.firstName} ${colleague.lastName}` : "");
        },
        onError: (failure) => {
          if (errorCode(failure) === "TIMESLOT_TAKEN") {
            form.setValue("electrician_uuid", "");
            void free.refetch();
          }
          form.setError("electrician_uuid", { type: "server", message: errorMessage(failure) });
        },
      },
    ),
  );

  if (electricians.length === 0)
    return (
      <>
        <p>Ingen kolleger er ledige og kvalifisert for hele dette tidsrommet.</p>
        <div className="swap-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Lukk
          </Button>
        </div>
      </>
    );

  return (
    <form onSubmit={submit} noValidate className="desk-form">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend>Ledige kolleger for hele tidsrommet</legend>
        {electricians.map((e) => (
          <label key={e.uuid} className="swap-dialog__choice">
            <Radio value={e.uuid} {...form.register("electrician_uuid")} /> {e.firstName} {e.lastName}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="swap-dialog__actions">
        <Button type="submit" busy={swap.isPending}>
          {person ? `Bytt til ${person.firstName} ${person.lastName}` : "Bytt montør"}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
