import type { ContractorServiceDeps } from "./contractor-basics.ts";
import { contractorCalendarService } from "./contractor-calendar.service.ts";
import { contractorCoverageEditorService } from "./contractor-coverage-editor.service.ts";
import { contractorDetailsService } from "./contractor-details.service.ts";
import { contractorElectriciansService } from "./contractor-electricians.service.ts";
import { contractorFeedbackService } from "./contractor-feedback.service.ts";
import { contractorOnboardingService } from "./contractor-onboarding.service.ts";

/**
 * The company calls (decision 027), one file per purpose; every method is named here so a reader
 * (or a tool) goes from a route's `service.x` straight to the file that holds it.
 */
export function contractorService(deps: ContractorServiceDeps) {
  const onboarding = contractorOnboardingService(deps);
  const details = contractorDetailsService(deps);
  const electricians = contractorElectriciansService(deps);
  const calendar = contractorCalendarService(deps);
  const coverageEditor = contractorCoverageEditorService(deps);
  const feedback = contractorFeedbackService(deps);
  return {
    register: onboarding.register,
    coveragePreview: onboarding.coveragePreview,

    get: details.get,
    list: details.list,
    byArea: details.byArea,
    update: details.update,
    setInvoiceEmails: details.setInvoiceEmails,
    setDepartment: details.setDepartment,

    electricians: electricians.electricians,
    electrician: electricians.electrician,
    invitations: electricians.invitations,
    addElectrician: electricians.addElectrician,
    removeElectrician: electricians.removeElectrician,

    calendar: calendar.calendar,

    postCodes: coverageEditor.postCodes,

    sendFeedback: feedback.sendFeedback,
    feedback: feedback.feedback,
  };
}

export type ContractorService = ReturnType<typeof contractorService>;
