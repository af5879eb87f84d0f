import type { Module } from "@mt/domain/entities/module";
import { CmsModules } from "../cms-modules";

export interface ModulesEditorProps {
  modules: Module[];
  onChange(modules: Module[]): void;
  /** Names the list for screen readers ("Modulene på siden", "Modulene i malen"). */
  label: string;
}

/**
 * A list of modules edited in place: every field through the field editors, and modules added (from
 * the registry or a module template), reordered, duplicated and removed. Used by the page editor and
 * the module-template screen.
 */
export function ModulesEditor({ modules }: ModulesEditorProps) {
  return <CmsModules modules={modules} />;
}
