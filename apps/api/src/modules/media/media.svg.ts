import sax, { type QualifiedTag } from "sax";
import {
  ACTIVE_ELEMENTS,
  ADOBE_NAMESPACE_PREFIX,
  EDITOR_NAMESPACES,
  IGNORED_ATTRIBUTE,
  IGNORED_SUBTREES,
  RASTER_HREF_ELEMENTS,
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_NS,
  TEXT_ELEMENTS,
  XLINK_ATTRIBUTES,
  XLINK_NS,
  XML_ATTRIBUTES,
  XML_NS,
} from "./media.svg-allowlist.ts";

export interface SvgLimits {
  /** Elements in the whole file, kept or dropped. */
  maxElements: number;
  /** How deep elements may nest. */
  maxDepth: number;
}

/**
 * `unsafe`: script, handlers, animation, external references, DOCTYPE/entities, processing
 * instructions, any element or attribute outside the allow-list (in any letter case);
 * `unreadable`: not well-formed XML or not an `<svg>` root; `too-complex`: over the limits.
 */
export type SvgProblem = "unsafe" | "unreadable" | "too-complex";

export type SanitisedSvg = { ok: true; bytes: Buffer } | { ok: false; problem: SvgProblem; detail: string };

class Refusal extends Error {
  constructor(
    readonly problem: SvgProblem,
    detail: string,
  ) {
    super(detail);
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const SPECIAL = /[&<>"]/;
const escapeText = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[&<>"]/g, (char) => ESCAPES[char] as string) : text;
const escapeAttribute = escapeText;

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const SAME_DOCUMENT = /^#[^\s"'()<>\\]*$/;
/** CSS that loads, imports or hides what it does behind escapes. */
const CSS_LOADERS =
  /@import|image-set\(|image\(|cross-fade\(|element\(|expression\(|-moz-binding|behavior\s*:|\\/i;

function checkCss(css: string): void {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, "");
  if (CSS_LOADERS.test(plain)) throw new Refusal("unsafe", "style that loads or escapes");
  for (const match of plain.matchAll(/url\(\s*(['"]?)([^'")]*)/gi)) {
    if (!SAME_DOCUMENT.test((match[2] ?? "").trim()))
      throw new Refusal("unsafe", "url() outside the document");
  }
}

function checkHref(value: string, element: string): void {
  const href = value.trim();
  if (SAME_DOCUMENT.test(href)) return;
  if (RASTER_HREF_ELEMENTS.has(element) && RASTER_DATA_URL.test(href)) return;
  throw new Refusal("unsafe", `href outside the document on <${element}>`);
}

const isEditorNamespace = (uri: string) =>
  EDITOR_NAMESPACES.includes(uri) || uri.startsWith(ADOBE_NAMESPACE_PREFIX);

/**
 * The attributes written out for an element, checked and escaped. Throws on a handler and on an
 * href outside the document wherever they sit; on a kept element (`strict`), also on any attribute
 * outside the allow-list. An editor's attributes and `data-*` are dropped.
 */
function keptAttributes(tag: QualifiedTag, strict: boolean): { text: string; xlink: boolean } {
  let text = "";
  let xlink = false;
  for (const attribute of Object.values(tag.attributes)) {
    const { uri, local, value } = attribute;
    if (/^on/i.test(local)) throw new Refusal("unsafe", `event handler ${attribute.name}`);
    if (uri === "http://www.w3.org/2000/xmlns/" || (uri === "" && local === "xmlns")) continue;
    // Anything that points somewhere is checked even when it would be dropped.
    if (local === "href") checkHref(value, tag.local);
    if (!strict) continue;
    let name: string | null = null;
    if (uri === "" && SVG_ATTRIBUTES.has(local)) name = local;
    else if (uri === XLINK_NS && XLINK_ATTRIBUTES.has(local)) name = `xlink:${local}`;
    else if (uri === XML_NS && XML_ATTRIBUTES.has(local)) name = `xml:${local}`;
    else if ((uri === "" && IGNORED_ATTRIBUTE.test(local)) || isEditorNamespace(uri)) continue;
    else throw new Refusal("unsafe", `attribute ${attribute.name} on <${tag.local}>`);
    if (/url\(/i.test(value) || local === "style") checkCss(value);
    if (uri === XLINK_NS) xlink = true;
    text += ` ${name}="${escapeAttribute(value)}"`;
  }
  return { text, xlink };
}

/** What becomes of an element: written out, dropped with all it holds (editor notes), or refused. */
function elementKind(tag: QualifiedTag): "kept" | "ignored" {
  if (tag.uri === SVG_NS && SVG_ELEMENTS.has(tag.local)) return "kept";
  if ((tag.uri === SVG_NS && IGNORED_SUBTREES.has(tag.local)) || isEditorNamespace(tag.uri)) return "ignored";
  throw new Refusal("unsafe", `element <${tag.name}>`);
}

/**
 * Parses the SVG as XML (namespaces resolved by URI) and writes it anew from an allow-list of
 * elements and attributes: comments, `<metadata>` and drawing programs' own namespaces are dropped;
 * anything else outside the allow-list (in any letter case), script, event handlers, animation,
 * foreign content, processing instructions, DOCTYPEs and references outside the document make the
 * file refused. Only what is written here is stored.
 */
export function sanitiseSvg(bytes: Buffer, limits: SvgLimits): SanitisedSvg {
  // Strict XML with namespaces; only the five XML entities (sax would take HTML's too). Without
  // position tracking sax never checks its buffers, so long path data and embedded rasters pass
  // whole (the upload limit bounds them).
  const options: sax.SAXOptions & { strictEntities: boolean } = {
    xmlns: true,
    position: false,
    strictEntities: true,
  };
  const parser = sax.parser(true, options);
  const out: string[] = [];
  // Per open element: whether it is written out (false inside a dropped subtree).
  const open: boolean[] = [];
  const names: string[] = [];
  let elements = 0;
  let usesXlink = false;
  let rootSeen = false;
  let lastWasOpening = false;
  // A style's text as written, checked whole at its end: text, CDATA and comments may split it.
  let style: string[] | null = null;

  parser.ondoctype = () => {
    throw new Refusal("unsafe", "DOCTYPE");
  };
  parser.onprocessinginstruction = (instruction) => {
    // sax reports the XML declaration as an instruction named `xml`; it may stand only first.
    if (instruction.name === "xml" && !rootSeen) return;
    throw new Refusal("unsafe", `processing instruction <?${instruction.name}?>`);
  };
  parser.onopentag = (node) => {
    const tag = node as QualifiedTag;
    elements += 1;
    if (elements > limits.maxElements) throw new Refusal("too-complex", "too many elements");
    if (open.length >= limits.maxDepth) throw new Refusal("too-complex", "nested too deep");
    if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase())) throw new Refusal("unsafe", `<${tag.name}>`);
    if (!rootSeen) {
      rootSeen = true;
      if (tag.uri !== SVG_NS || tag.local !== "svg") throw new Refusal("unreadable", "root is not <svg>");
    } else if (open.length === 0) {
      throw new Refusal("unreadable", "a second root element");
    }
    const parentKept = open.length === 0 || open[open.length - 1] === true;
    // Inside dropped editor notes nothing is written, so only handlers and references are checked.
    const kept = parentKept && elementKind(tag) === "kept";
    // Attributes are checked on dropped elements too: a handler is a refusal wherever it sits.
    const attributes = keptAttributes(tag, kept);
    open.push(kept);
    names.push(tag.local);
    if (!kept) return;
    usesXlink ||= attributes.xlink;
    if (tag.local === "style") style = [];
    out.push(`<${tag.local}${attributes.text}>`);
    lastWasOpening = true;
  };
  parser.onclosetag = () => {
    const local = names.pop();
    if (!open.pop()) return;
    if (local === "style" && style) {
      checkCss(style.join(""));
      style = null;
    }
    const last = out.length - 1;
    if (lastWasOpening) out[last] = `${(out[last] as string).slice(0, -1)}/>`;
    else out.push(`</${local}>`);
    lastWasOpening = false;
  };
  const onText = (text: string) => {
    const kept = open.length > 0 && open[open.length - 1] === true;
    if (!kept) return;
    const element = names[names.length - 1] ?? "";
    if (TEXT_ELEMENTS.has(element)) {
      if (element === "style") style?.push(text);
      out.push(escapeText(text));
      lastWasOpening = false;
    }
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onerror = (error) => {
    throw error instanceof Refusal ? error : new Refusal("unreadable", error.message);
  };

  try {
    const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
    // Entities are refused before parsing, so no declaration can ever be expanded.
    if (/<!ENTITY|<!DOCTYPE/i.test(text)) throw new Refusal("unsafe", "DOCTYPE or entity");
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem, detail: error.message };
    return { ok: false, problem: "unreadable", detail: (error as Error).message };
  }
  if (!rootSeen || out.length === 0) return { ok: false, problem: "unreadable", detail: "no <svg>" };
  const namespaces = ` xmlns="${SVG_NS}"${usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ""}`;
  out[0] = (out[0] as string).replace(/^<svg/, `<svg${namespaces}`);
  return { ok: true, bytes: Buffer.from(out.join(""), "utf8") };
}
