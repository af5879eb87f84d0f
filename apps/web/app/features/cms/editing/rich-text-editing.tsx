import type { PageEditingProps } from "./page-editing";

/** Rich text edited in place on the published page by customer service and caseworkers. */
export default function RichTextEditing({ page, render }: PageEditingProps) {
  return <>{render(page.modules)}</>;
}
