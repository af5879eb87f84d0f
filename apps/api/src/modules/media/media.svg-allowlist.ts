/**
 * What an uploaded SVG may hold, by namespace URI and local name (prefixes are the uploader's choice),
 * matched exactly: SVG is case-sensitive, so `<SCRIPT>` is not `<script>` but something unknown.
 * Whatever is on neither the kept nor the ignored lists refuses the file (decision 063).
 */
export const SVG_NS = "http://www.w3.org/2000/svg";
export const XLINK_NS = "http://www.w3.org/1999/xlink";
export const XML_NS = "http://www.w3.org/XML/1998/namespace";

const words = (text: string) => new Set(text.trim().split(/\s+/));
const lowerCase = (text: string) => words(text.toLowerCase());

/** SVG elements that draw, group or describe: kept (in the SVG namespace only). */
export const SVG_ELEMENTS = words(`
  svg g defs symbol use title desc switch a view
  path rect circle ellipse line polyline polygon image
  text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker style
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR
  feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight
  feSpecularLighting feSpotLight feTile feTurbulence
`);

/**
 * Elements that run, embed or animate (animation can rewrite an href into script): refused, in any
 * namespace and any letter case (compare in lower case).
 */
export const ACTIVE_ELEMENTS = lowerCase(`
  script foreignObject iframe embed object applet audio video canvas frame frameset
  handler listener set animate animateMotion animateTransform animateColor discard
`);

/** Elements whose text is kept; other text is whitespace between tags. */
export const TEXT_ELEMENTS = words("text tspan textPath title desc style a");

/** Attributes without a namespace, kept on any allowed element. */
export const SVG_ATTRIBUTES = words(`
  id class style lang href
  x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points pathLength transform viewBox
  preserveAspectRatio version offset gradientUnits gradientTransform spreadMethod
  patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits
  markerUnits markerWidth markerHeight refX refY orient dx dy rotate textLength lengthAdjust
  startOffset method spacing side systemLanguage
  fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility
  clip-path clip-rule mask filter marker-start marker-mid marker-end stop-color stop-opacity
  font font-family font-size font-size-adjust font-weight font-style font-variant font-stretch
  text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
  text-decoration writing-mode direction unicode-bidi overflow shape-rendering text-rendering
  image-rendering color-interpolation color-interpolation-filters color-rendering flood-color
  flood-opacity lighting-color paint-order vector-effect isolation mix-blend-mode transform-origin
  in in2 result stdDeviation type values mode operator k1 k2 k3 k4 order kernelMatrix divisor bias
  targetX targetY edgeMode kernelUnitLength preserveAlpha surfaceScale diffuseConstant
  specularConstant specularExponent scale xChannelSelector yChannelSelector radius baseFrequency
  numOctaves seed stitchTiles tableValues slope intercept amplitude exponent azimuth elevation z
  pointsAtX pointsAtY pointsAtZ limitingConeAngle filterUnits primitiveUnits
  baseProfile enable-background role focusable aria-hidden aria-label aria-labelledby aria-describedby
`);

/** Attributes without a namespace that carry nothing a drawing needs: dropped (editors' layer names). */
export const IGNORED_ATTRIBUTE = /^data-[a-z0-9-]*$/i;

/** Elements whose content is never drawn: dropped whole, unread (only active content still refuses). */
export const IGNORED_SUBTREES = words("metadata");

/**
 * Drawing programs' own namespaces (Inkscape, Sodipodi, Illustrator, Sketch, Affinity, and the RDF
 * of a licence): their elements and attributes are the editor's notes, dropped.
 */
export const EDITOR_NAMESPACES = [
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://creativecommons.org/ns#",
  "http://web.resource.org/cc/",
  "http://www.bohemiancoding.com/sketch/ns",
  "http://www.serif.com/",
];
/** Every namespace Adobe's programs write starts so. */
export const ADOBE_NAMESPACE_PREFIX = "http://ns.adobe.com/";

/** Attributes in the XLink and XML namespaces that are kept. */
export const XLINK_ATTRIBUTES = words("href");
export const XML_ATTRIBUTES = words("space lang");

/** Elements whose href may be an embedded raster image instead of a `#id` in the same document. */
export const RASTER_HREF_ELEMENTS = words("image feImage");
