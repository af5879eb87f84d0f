import zlib from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "@cantoo/pdf-lib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** A multipart/form-data body with one `file` part, as a browser sends it. */
export async function multipartBody(bytes: Buffer, filename: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/octet-stream" }), filename);
  const request = new Request("http://local.invalid", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

/**
 * A customer's photo uploaded as a visitor who is not logged in does it: the signed link the upload
 * answers with (decision 061), which a cart line accepts.
 */
export async function uploadedPhoto(app: FastifyInstance, background = "#c85014"): Promise<string> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const { payload, contentType } = await multipartBody(jpeg, "bilde.jpg");
  const res = await app.inject({
    method: "POST",
    url: "/api/media/upload-customer-image",
    payload,
    headers: { "content-type": contentType },
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json().data.url as string;
}

/** A media address without its signature, as carts, projects and claims keep it. */
export const barePath = (url: string) => url.split("?")[0] as string;

/** An upload that must be refused with one of `refusedWith`, or (`"stored-clean"`) may be stored once cleaned. */
export interface UploadAttack {
  name: string;
  filename: string;
  bytes: Buffer;
  expect: "stored-clean" | readonly string[];
}

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const svgDoc = (inner: string, rootAttributes = "") =>
  Buffer.from(`<?xml version="1.0"?>\n<svg ${SVG_NS} width="10" height="10"${rootAttributes}>${inner}</svg>`);
const svg = (name: string, bytes: Buffer, expect: UploadAttack["expect"] = ["UNSAFE_SVG"]): UploadAttack => ({
  name: `SVG ${name}`,
  filename: "logo.svg",
  bytes,
  expect,
});

/** SVGs as an attacker writes them: each trick the old filter let through, and the classic ones. */
export const SVG_ATTACKS: readonly UploadAttack[] = [
  svg("onload on the root element", svgDoc("<rect/>", ' onload="alert(document.domain)"')),
  svg("upper-case handler", svgDoc('<rect ONCLICK="alert(1)"/>')),
  svg(
    "handler in another namespace",
    svgDoc('<rect xmlns:ev="http://www.w3.org/2001/xml-events" ev:onclick="alert(1)"/>'),
  ),
  svg(
    "javascript: in an xlink href bound to another prefix",
    svgDoc('<a xmlns:x="http://www.w3.org/1999/xlink" x:href="javascript:alert(1)"><rect/></a>'),
  ),
  svg(
    "javascript: hidden by a character reference",
    svgDoc('<a href="&#106;avascript:alert(1)"><rect/></a>'),
  ),
  svg(
    "data:text/html link",
    svgDoc('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>'),
  ),
  svg("external image", svgDoc('<image href="https://evil.example/track.png" width="1" height="1"/>')),
  svg(
    "external use",
    svgDoc(
      '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://evil.example/sprite.svg#a"/>',
    ),
  ),
  svg("script element", svgDoc("<script>alert(1)</script>")),
  svg(
    "script under another prefix",
    svgDoc('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
  ),
  svg(
    "XHTML script in a foreignObject",
    svgDoc(
      '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>',
    ),
  ),
  svg("iframe", svgDoc('<iframe src="https://evil.example"/>')),
  svg(
    "animation that writes a script href",
    svgDoc('<a><set attributeName="href" to="javascript:alert(1)"/><rect/></a>'),
  ),
  svg("style that imports", svgDoc("<style>@import url(https://evil.example/x.css);</style>")),
  svg("style attribute with an external url()", svgDoc('<rect style="fill:url(https://evil.example/x)"/>')),
  svg(
    "presentation attribute with an external url()",
    svgDoc('<rect fill="url(https://evil.example/x#p)"/>'),
  ),
  svg("CSS escape hiding url()", svgDoc("<style>rect{fill:u\\72l(https://evil.example/x)}</style>")),
  svg(
    "entity expansion (billion laughs)",
    Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg ${SVG_NS}><text>&c;</text></svg>`,
    ),
    ["UNSAFE_SVG", "FILE_TYPE_NOT_ALLOWED"],
  ),
  svg(
    "external entity (XXE)",
    Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG_NS}><text>&x;</text></svg>`,
    ),
    ["UNSAFE_SVG", "FILE_TYPE_NOT_ALLOWED"],
  ),
  svg(
    "an external style sheet instruction",
    Buffer.from(
      `<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG_NS} width="10" height="10"><rect width="10" height="10"/></svg>`,
    ),
  ),
  svg(
    "an editor's drawing: comments, metadata and the editor's own namespaces",
    Buffer.from(
      `<?xml version="1.0"?><!-- <script>alert(1)</script> --><svg ${SVG_NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" inkscape:version="1.3" width="10" height="10"><sodipodi:namedview pagecolor="#fff"/><metadata><rdf:RDF><x xmlns="urn:x">javascript:alert(1)</x></rdf:RDF></metadata><rect width="10" height="10" fill="#0b3d5c" inkscape:label="bakgrunn" data-name="Lag 1"/></svg>`,
    ),
    "stored-clean",
  ),
  // One policy in every letter case (issue 33): SVG is case-sensitive, so <SCRIPT> is not <script>,
  // and an element or attribute outside the allow-list refuses the file rather than being dropped.
  svg("upper-case script element", svgDoc("<SCRIPT>alert(1)</SCRIPT>")),
  svg("mixed-case script element", svgDoc("<Script>alert(1)</Script>")),
  svg("mixed-case handler", svgDoc('<rect onLoad="alert(1)"/>')),
  svg(
    "upper-case xlink:HREF to another site",
    svgDoc(
      '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:HREF="https://evil.example/sprite.svg#a"/>',
    ),
  ),
  svg("upper-case HREF with a script URL", svgDoc('<a HREF="javascript:alert(1)"><rect/></a>')),
  svg("lower-case foreignobject", svgDoc("<foreignobject><div>x</div></foreignobject>")),
  svg("upper-case IMAGE from another site", svgDoc('<IMAGE href="https://evil.example/x.png"/>')),
  svg("an element outside the allow-list", svgDoc('<cursor href="https://evil.example/c.png"/>')),
  svg("an allowed attribute in another case", svgDoc('<rect FILL="red" width="1" height="1"/>')),
  svg("an attribute outside the allow-list", svgDoc('<rect formaction="javascript:alert(1)"/>')),
  svg(
    "XHTML inside the drawing",
    svgDoc('<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example/x.png"/>'),
  ),
  svg("not well-formed", Buffer.from(`<svg ${SVG_NS}><rect></svg>`), ["UNREADABLE_SVG"]),
];

const pdfWith = (catalogExtra: string, more = "", trailerExtra = "") =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra} >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj\n${more}trailer << /Root 1 0 R ${trailerExtra} >>\n%%EOF\n`,
  );

/** A PDF whose object 4 sits packed in a compressed object stream whose type is spelled as given. */
function pdfWithObjectStream(object: string, type = "/ObjStm", padding = "") {
  const header = "4 0 ";
  const packed = zlib.deflateSync(Buffer.from(`${header}${object}${padding}`));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R /Names 4 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n5 0 obj << /Type ${type} /N 1 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    Buffer.from("\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  ]);
}

/** A PDF made by a real writer (pdf-lib), with its catalog packed in an object stream. */
export async function realPdf(script = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Tilbud", { x: 20, y: 100 });
  if (script) {
    doc.catalog.set(
      PDFName.of("OpenAction"),
      doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }),
    );
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

const pdf = (name: string, bytes: Buffer, expect: readonly string[] = ["UNSAFE_PDF"]): UploadAttack => ({
  name: `PDF ${name}`,
  filename: "tilbud.pdf",
  bytes,
  expect,
});

/** PDFs that run script, act on opening, launch or carry files, hidden as the format allows. */
export async function pdfAttacks(): Promise<UploadAttack[]> {
  return [
    pdf("OpenAction JavaScript", pdfWith("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>")),
    pdf(
      "OpenAction with a hex-escaped /JavaScript name",
      pdfWith("/OpenAction << /S /#4AavaScript /JS (app.alert(1)) >>"),
    ),
    pdf(
      "lower-case hex escapes in the names tree",
      pdfWith(
        "/Names << /#4aava#53cript << /Names [(a) 4 0 R] >> >>",
        "4 0 obj << /S /URI /URI (https://x.example) >> endobj\n",
      ),
    ),
    pdf("script inside an object stream", await realPdf(true)),
    pdf(
      "script in an object stream",
      pdfWithObjectStream("<< /JavaScript << /Names [(a) << /S /JavaScript /JS (x) >>] >> >>"),
    ),
    pdf(
      "object stream whose type is spelled to be skipped",
      pdfWithObjectStream("<< /JavaScript << /Names [(a) << /S /JavaScript /JS (x) >>] >> >>", "/#4fbjStm"),
      ["UNREADABLE_PDF", "UNSAFE_PDF"],
    ),
    pdf(
      "additional actions on a page",
      pdfWith("", "6 0 obj << /Type /Page /AA << /O << /S /JavaScript /JS (x) >> >> >> endobj\n"),
    ),
    pdf(
      "print dialog on opening, by reference",
      pdfWith("/OpenAction 6 0 R", "6 0 obj << /S /Named /N /Print >> endobj\n"),
    ),
    pdf("launch action", pdfWith("/OpenAction << /S /Launch /F (cmd.exe) >>")),
    pdf(
      "embedded file",
      pdfWith(
        "/Names << /EmbeddedFiles << /Names [(x.exe) 6 0 R] >> >>",
        "6 0 obj << /Type /Filespec /F (x.exe) >> endobj\n",
      ),
    ),
    pdf(
      "link to a javascript: URI (octal-escaped)",
      pdfWith(
        "",
        "6 0 obj << /Type /Annot /Subtype /Link /A << /S /URI /URI (\\152avascript:alert(1)) >> >> endobj\n",
      ),
    ),
    pdf(
      "script in an object a later update replaces",
      Buffer.concat([
        pdfWith("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
        Buffer.from("1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
      ]),
    ),
    pdf(
      "an object the cross-reference table finds inside another stream's data",
      (() => {
        const hidden =
          "7 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n";
        const head = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [4 0 R] /Count 1 >> endobj\n4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Annots [7 0 R] >> endobj\n3 0 obj << /Length ${hidden.length} >>\nstream\n`;
        const offset = head.length;
        const xref = `xref\n0 1\n0000000000 65535 f \n7 1\n${String(offset).padStart(10, "0")} 00000 n \n`;
        return Buffer.from(
          `${head}${hidden}endstream\nendobj\n${xref}trailer << /Root 1 0 R /Size 8 >>\n%%EOF\n`,
        );
      })(),
      ["UNSAFE_PDF"],
    ),
    pdf("encrypted", pdfWith("", "", "/Encrypt << /Filter /Standard /V 1 >>"), ["UNREADABLE_PDF"]),
    pdf(
      "object stream that inflates to 80 MB",
      pdfWithObjectStream("<< /Type /Pages /Kids [] /Count 0 >>", "/ObjStm", " ".repeat(80 * 1024 * 1024)),
      ["FILE_TOO_COMPLEX"],
    ),
    pdf("a header and nothing readable", Buffer.from("%PDF-1.7\n\u0000\u0001 <<<< ]]] >>"), [
      "UNREADABLE_PDF",
    ]),
  ];
}

/**
 * Active content found in a stored SVG, written independently of the sanitiser (a grep is a
 * fine detector, never a filter): empty when the file is clean.
 */
export function activeSvgContent(svgText: string): string[] {
  const found: string[] = [];
  const checks: [string, RegExp][] = [
    ["DOCTYPE or entity", /<!DOCTYPE|<!ENTITY/i],
    ["processing instruction", /<\?(?!xml\s)/i],
    [
      "script, foreign or animated element",
      /<([\w-]+:)?(script|foreignObject|iframe|embed|object|set|animate\w*|handler)[\s>/]/i,
    ],
    ["event handler", /\s([\w-]+:)?on[a-z]+\s*=/i],
    ["script URL", /javascript:|vbscript:|data:text\/html/i],
    ["CSS import or escape", /@import|\\/],
  ];
  for (const [label, pattern] of checks) if (pattern.test(svgText)) found.push(label);
  for (const match of svgText.matchAll(/\s(?:[\w-]+:)?href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const href = (match[2] ?? match[3] ?? "").trim();
    if (!href.startsWith("#") && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(href))
      found.push(`external href ${href}`);
  }
  for (const match of svgText.matchAll(/url\(\s*['"]?([^'")]*)/gi)) {
    if (!(match[1] ?? "").trim().startsWith("#")) found.push(`external url(${match[1]})`);
  }
  return found;
}

/**
 * Why a stored PDF cannot be shown clean by reading its bytes: active names (plain or `#`-escaped)
 * or compressed streams a grep cannot see into. Empty when it is plainly clean.
 */
export function activePdfContent(bytes: Buffer): string[] {
  const text = bytes.toString("latin1");
  const found: string[] = [];
  const active = /\/(JavaScript|JS|AA|OpenAction|Launch|EmbeddedFiles?|URI|SubmitForm|ImportData|XFA)\b/.exec(
    text,
  );
  if (active) found.push(`/${active[1]}`);
  if (/\/[^\s/<>[\]()]*#[0-9a-f]{2}/i.test(text)) found.push("an escaped name");
  if (/\/(ObjStm|Filter)\b/.test(text)) found.push("compressed content");
  return found;
}
