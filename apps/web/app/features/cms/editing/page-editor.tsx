import type { PageEditingProps } from "./page-editing";

/** The global admin's page editor (drafts, modules, every field). */
export default function PageEditor({ page, render }: PageEditingProps) {
  return <>{render(page.modules)}</>;
}
