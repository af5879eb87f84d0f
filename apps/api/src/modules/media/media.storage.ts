import { createHash, createHmac } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where media files live. Keys are relative paths of [a-z0-9._-] segments. */
export interface MediaStorage {
  kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split("/").some((segment) => segment === "." || segment === "..");
}

function checkKey(key: string): string {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under one directory on this machine (the default). */
export function localStorage(root: string): MediaStorage {
  const file = (key: string) => path.join(root, ...checkKey(key).split("/"));
  return {
    kind: "local",
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

// --- AWS Signature Version 4 -------------------------------------------------------------------

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it; slashes kept in paths. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll("%2F", "/") : encoded;
}

export interface SigningInput {
  method: string;
  url: URL;
  /** Header names in any case; host is taken from the URL when missing. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** yyyymmddThhmmssZ */
  amzDate: string;
  /** Path as sent, already encoded; S3 does not encode it twice. Default: the URL's path. */
  canonicalPath?: string;
}

export interface SigningResult {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

/** Signs a request with AWS Signature Version 4 (header form). */
export function signV4(input: SigningInput): SigningResult {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, " "));
  }
  if (!headers.has("host")) headers.set("host", input.url.host);
  const names = [...headers.keys()].sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers.get(name)}\n`).join("");
  const signedHeaders = names.join(";");
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.canonicalPath ?? (input.url.pathname || "/"),
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", input.amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const kDate = hmac(`AWS4${input.secretAccessKey}`, date);
  const kRegion = hmac(kDate, input.region);
  const kService = hmac(kRegion, input.service);
  const kSigning = hmac(kService, "aws4_request");
  const signature = createHmac("sha256", kSigning).update(stringToSign).digest("hex");
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export function amzDate(now: Date = new Date()): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export interface S3Options {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …), signed with SigV4 over fetch. */
export function s3Storage(options: S3Options): MediaStorage {
  const doFetch = options.fetch ?? fetch;
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  function objectUrl(key: string): URL {
    const encodedKey = uriEncode(checkKey(key), true);
    const base = endpoint.href.replace(/\/$/, "");
    if (options.forcePathStyle) return new URL(`${base}/${uriEncode(options.bucket)}/${encodedKey}`);
    const url = new URL(endpoint.href);
    url.hostname = `${options.bucket}.${url.hostname}`;
    url.pathname = `/${encodedKey}`;
    return url;
  }
  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(key);
    const payloadHash = sha256Hex(body ?? "");
    const date = amzDate(options.now?.());
    const headers: Record<string, string> = {
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": date,
      ...(contentType && { "content-type": contentType }),
    };
    const { authorization } = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: options.region,
      service: "s3",
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      amzDate: date,
      canonicalPath: url.pathname,
    });
    return doFetch(url, {
      method,
      headers: { ...headers, authorization },
      ...(body && { body: new Uint8Array(body) }),
    });
  }
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const response = await send("PUT", key, body, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}
