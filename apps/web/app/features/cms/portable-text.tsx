import { safeHref } from "@mt/domain/cms/safe-url";
import type { ImageBlock, RichText as RichTextValue } from "@mt/domain/entities/rich-text";
import { imageSrcSet, imageUrl } from "@mt/domain/format/image-url";
import { resolveLink } from "@mt/domain/routes/links";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { CmsLink } from "./cms-link";

interface LinkMark {
  _type: "link";
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

const components: PortableTextComponents = {
  types: {
    image: RichTextImage,
  },
  marks: {
    link: ({ value, children }) => {
      const mark = (value ?? {}) as LinkMark;
      // An internal page link (path or slug) or an external href.
      const href = mark.href ? safeHref(mark.href) : resolveLink({ path: mark.path, slug: mark.slug });
      return (
        <CmsLink href={href} target={mark.target}>
          {children}
        </CmsLink>
      );
    },
  },
  block: {
    // Page headings belong to modules; rich text starts at h2.
    h1: ({ children }) => <h2>{children}</h2>,
  },
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
};

/** Portable Text as HTML: there is no raw-HTML block, so nothing stored can inject markup. */
export function RichText({ value, className }: { value: RichTextValue; className?: string }) {
  return (
    <div className={["cms-rich-text", className].filter(Boolean).join(" ")}>
      <PortableText value={value as never} components={components} />
    </div>
  );
}
