import { safeHref } from "@mt/domain/cms/safe-url";
import type { ImageBlock, RichText as RichTextValue } from "@mt/domain/entities/rich-text";
import { imageSrcSet, imageUrl } from "@mt/domain/format/image-url";
import { resolveLink } from "@mt/domain/routes/links";
import { Fragment, type ReactNode } from "react";
import { CmsLink } from "./cms-link";
import {
  type BlockNode,
  type InlineNode,
  type MarkNode,
  richTextTree,
  type TextNode,
} from "./portable-text-tree";

interface LinkMark {
  href?: string;
  target?: "_self" | "_blank";
  pageId?: number;
  slug?: string;
  path?: string;
}

function RichTextImage({ value }: { value: ImageBlock }) {
  const width = Math.round(value.width ?? 1120);
  const img = (
    <img
      src={imageUrl(value.url, { width })}
      srcSet={imageSrcSet(value.url, width)}
      alt={value.alt ?? ""}
      width={width}
      {...(value.metadata?.width &&
        value.metadata.height && {
          height: Math.round((width * value.metadata.height) / value.metadata.width),
        })}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <figure
      className={`cms-rich-text__image cms-rich-text__image--${value.float}`}
      style={{ maxWidth: width }}
    >
      {value.link ? (
        <CmsLink href={value.link.url} target={value.link.target}>
          {img}
        </CmsLink>
      ) : (
        img
      )}
    </figure>
  );
}

// Page headings belong to modules; rich text starts at h2. Unknown styles are paragraphs.
const BLOCK_TAGS: Record<string, "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote"> = {
  h1: "h2",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h5",
  h6: "h6",
  blockquote: "blockquote",
};

const DECORATOR_TAGS: Record<string, "strong" | "em" | "code" | "del"> = {
  strong: "strong",
  em: "em",
  code: "code",
  "strike-through": "del",
};

const underline = { textDecoration: "underline" };

function renderMark(node: MarkNode): ReactNode {
  const children = node.children.map(renderInline);
  if (node.type === "link") {
    const mark = (node.def ?? {}) as LinkMark;
    // An internal page link (path or slug) or an external href.
    const href = mark.href ? safeHref(mark.href) : resolveLink({ path: mark.path, slug: mark.slug });
    return (
      <CmsLink key={node.key} href={href} target={mark.target}>
        {children}
      </CmsLink>
    );
  }
  if (node.type === "underline")
    return (
      <span key={node.key} style={underline}>
        {children}
      </span>
    );
  const Tag = DECORATOR_TAGS[node.type] ?? Fragment;
  return <Tag key={node.key}>{children}</Tag>;
}

function renderInline(node: InlineNode): ReactNode {
  if (typeof node === "string") return node;
  if (node.kind === "br") return <br key={node.key} />;
  if (node.kind === "list") return renderBlock(node);
  return renderMark(node);
}

function renderText(node: TextNode): ReactNode {
  const Tag = BLOCK_TAGS[node.style] ?? "p";
  return <Tag key={node.key}>{node.children.map(renderInline)}</Tag>;
}

function renderBlock(node: BlockNode): ReactNode {
  if (node.kind === "image") return <RichTextImage key={node.key} value={node.image} />;
  if (node.kind === "text") return renderText(node);
  const List = node.type === "number" ? "ol" : "ul";
  return (
    <List key={node.key}>
      {node.items.map((item) => (
        // A list item keeps a style other than normal as its own element inside the <li>.
        <li key={item.key}>{item.style === "normal" ? item.children.map(renderInline) : renderText(item)}</li>
      ))}
    </List>
  );
}

/** Portable Text as HTML: there is no raw-HTML block, so nothing stored can inject markup. */
export function RichText({ value, className }: { value: RichTextValue; className?: string }) {
  return (
    <div className={["cms-rich-text", className].filter(Boolean).join(" ")}>
      {richTextTree(value).map(renderBlock)}
    </div>
  );
}
