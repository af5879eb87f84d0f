import type { ComponentType } from "react";
import { AlertsSection } from "./alerts";
import { ButtonsSection } from "./buttons";
import { DateFieldSection } from "./date-field";
import { DialogSection } from "./dialog";
import { DropdownMenuSection } from "./dropdown-menu";
import { FilterBarSection } from "./filter-bar";
import { FormControlsSection } from "./form-controls";
import { FormFieldSection } from "./form-field";
import { LayoutSection } from "./layout";
import { SpinnerSection } from "./spinner";
import { StatesSection } from "./states";
import { StatsSection } from "./stats";
import { StatusChipsSection } from "./status-chips";
import { TableSection } from "./table";
import { TabsSection } from "./tabs";
import { TextInputSection } from "./text-input";
import { TimeWindowPickerSection } from "./time-window-picker";
import { ToastsSection } from "./toasts";

/** The design-system page's sections, in the page's order: one per component (or family). */
export const designSystemSections: readonly ComponentType[] = [
  LayoutSection,
  StatsSection,
  TableSection,
  FilterBarSection,
  TabsSection,
  StatusChipsSection,
  StatesSection,
  ButtonsSection,
  FormFieldSection,
  TextInputSection,
  FormControlsSection,
  DateFieldSection,
  TimeWindowPickerSection,
  AlertsSection,
  DialogSection,
  ToastsSection,
  DropdownMenuSection,
  SpinnerSection,
];
