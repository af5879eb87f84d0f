import type { Module } from "@mt/domain/entities/module";
import { canEditPages, canEditRichText } from "@mt/domain/roles/access";
import { type ReactNode, Suspense, useEffect, useState } from "react";
import { lazyWithQueries } from "../../../lib/lazy-with-queries";
import { useSessionUser } from "../../../lib/session-user";
import type { CmsPageWithRevision } from "../cms-api";

// The editors are separate chunks, fetched after hydration and only for users allowed to edit.
const PageEditor = lazyWithQueries(() => import("./page-editor").then((module) => module.default));
const RichTextEditing = lazyWithQueries(() => import("./rich-text-editing").then((module) => module.default));

export interface PageEditingProps {
  page: CmsPageWithRevision;
  /** Renders the modules: the published ones for visitors, the editor's working copy for editors. */
  render(modules: Module[]): ReactNode;
}

/**
 * A CMS page's modules, with the editor around them for those who may edit: global admins get the
 * page editor (drafts, modules, every field), customer service and caseworkers edit rich text in place.
 * Server rendering and the first render in the browser are the visitors' page.
 */
export function PageEditing({ page, render }: PageEditingProps) {
  const user = useSessionUser();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const plain = render(page.modules);
  if (!mounted) return plain;
  const Editor = canEditPages(user) ? PageEditor : canEditRichText(user) ? RichTextEditing : null;
  if (!Editor) return plain;
  return (
    <Suspense fallback={plain}>
      <Editor page={page} render={render} />
    </Suspense>
  );
}
