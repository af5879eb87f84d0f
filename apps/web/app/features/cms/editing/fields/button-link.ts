import type { CmsButton } from "@mt/domain/cms/module-schemas";
import type { PageType } from "@mt/domain/entities/enums";
import type { LinkChoice, LinkValue } from "./link-fields";

/** A button's link as the link fields show it. */
export function linkOfButton(button: CmsButton | null): LinkValue {
  if (!button) return { link: null, target: "_self" };
  const target = button.target ?? "_self";
  const id = typeof button.id === "number" ? button.id : Number(button.id);
  if (button.type !== "url" && (button.path || button.slug)) {
    return {
      target,
      link: {
        kind: "page",
        pageId: Number.isFinite(id) ? id : 0,
        title: button.path ?? button.slug ?? "",
        slug: button.slug ?? "",
        path: button.path ?? `/${button.slug}`,
        type: (button.type as PageType | null) ?? "page",
      },
    };
  }
  return { target, link: button.url ? { kind: "url", url: button.url } : null };
}

/** The button's link fields set from a chosen link. */
export function withLink(button: CmsButton, link: LinkChoice, target: "_self" | "_blank"): CmsButton {
  if (link.kind === "url") {
    return { ...button, url: link.url.trim(), type: "url", id: null, slug: null, path: null, target };
  }
  return {
    ...button,
    url: null,
    type: link.type,
    id: link.pageId,
    slug: link.slug,
    path: link.path,
    target,
  };
}
