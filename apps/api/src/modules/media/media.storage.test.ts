import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { amzDate, isValidStorageKey, localStorage, s3Storage, signV4, uriEncode } from "./media.storage.ts";

// Test vectors published by AWS: the SigV4 test suite's "get-vanilla" and the S3 developer guide's
// header-signing examples (GET Object with Range, PUT Object).
describe("AWS Signature Version 4", () => {
  it("matches the test suite's get-vanilla vector", () => {
    const result = signV4({
      method: "GET",
      url: new URL("https://example.amazonaws.com/"),
      headers: { Host: "example.amazonaws.com", "X-Amz-Date": "20150830T123600Z" },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      region: "us-east-1",
      service: "service",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
      amzDate: "20150830T123600Z",
    });
    expect(result.canonicalRequest).toBe(
      "GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    expect(result.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
  });

  const s3Example = {
    region: "us-east-1",
    service: "s3",
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    amzDate: "20130524T000000Z",
  };

  it("matches the S3 guide's GET Object example", () => {
    const empty = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    const result = signV4({
      ...s3Example,
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9", "x-amz-content-sha256": empty, "x-amz-date": "20130524T000000Z" },
      payloadHash: empty,
    });
    expect(result.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });

  it("matches the S3 guide's PUT Object example", () => {
    const hash = "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072";
    const result = signV4({
      ...s3Example,
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test%24file.text"),
      headers: {
        Date: "Fri, 24 May 2013 00:00:00 GMT",
        "x-amz-date": "20130524T000000Z",
        "x-amz-storage-class": "REDUCED_REDUNDANCY",
        "x-amz-content-sha256": hash,
      },
      payloadHash: hash,
      canonicalPath: `/${uriEncode("test$file.text")}`,
    });
    expect(result.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("formats the date and encodes like RFC 3986", () => {
    expect(amzDate(new Date("2013-05-24T00:00:00.123Z"))).toBe("20130524T000000Z");
    expect(uriEncode("a b/c*!")).toBe("a%20b%2Fc%2A%21");
    expect(uriEncode("a/b c", true)).toBe("a/b%20c");
  });
});

describe("S3 storage over fetch", () => {
  it("sends signed PUT, GET and DELETE to the bucket path, and reads a 404 as no file", async () => {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      calls.push({
        url: String(url),
        method: String(init.method),
        headers: init.headers as Record<string, string>,
      });
      if (init.method === "GET" && String(url).endsWith("missing.jpg"))
        return new Response("", { status: 404 });
      return new Response(init.method === "GET" ? "bytes" : "", { status: 200 });
    }) as typeof fetch;
    const storage = s3Storage({
      endpoint: "http://minio.local:9000",
      region: "eu-north-1",
      bucket: "media",
      accessKeyId: "AK",
      secretAccessKey: "SK",
      forcePathStyle: true,
      fetch: fakeFetch,
      now: () => new Date("2026-01-02T03:04:05Z"),
    });
    await storage.put("2026/01/a.jpg", Buffer.from("x"), "image/jpeg");
    expect((await storage.get("2026/01/a.jpg"))?.toString()).toBe("bytes");
    expect(await storage.get("missing.jpg")).toBeNull();
    await storage.delete("2026/01/a.jpg");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "PUT http://minio.local:9000/media/2026/01/a.jpg",
      "GET http://minio.local:9000/media/2026/01/a.jpg",
      "GET http://minio.local:9000/media/missing.jpg",
      "DELETE http://minio.local:9000/media/2026/01/a.jpg",
    ]);
    expect(calls[0]?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/20260102\/eu-north-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(calls[0]?.headers["x-amz-date"]).toBe("20260102T030405Z");
  });

  it("uses virtual-hosted style when path style is off", async () => {
    const urls: string[] = [];
    const storage = s3Storage({
      region: "eu-north-1",
      bucket: "media",
      accessKeyId: "AK",
      secretAccessKey: "SK",
      forcePathStyle: false,
      fetch: (async (url: URL) => {
        urls.push(String(url));
        return new Response("", { status: 500 });
      }) as typeof fetch,
    });
    await expect(storage.put("a.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/500/);
    await expect(storage.get("a.jpg")).rejects.toThrow(/500/);
    await expect(storage.delete("a.jpg")).rejects.toThrow(/500/);
    expect(urls[0]).toBe("https://media.s3.eu-north-1.amazonaws.com/a.jpg");
  });
});

describe("local disk storage", () => {
  it("writes, reads and deletes files under its directory and refuses keys that escape it", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "mt-media-"));
    const storage = localStorage(root);
    await storage.put("2026/01/a.jpg", Buffer.from("hei"), "image/jpeg");
    expect((await storage.get("2026/01/a.jpg"))?.toString()).toBe("hei");
    await storage.delete("2026/01/a.jpg");
    expect(await storage.get("2026/01/a.jpg")).toBeNull();
    expect(isValidStorageKey("../etc/passwd")).toBe(false);
    expect(isValidStorageKey("a/../../b")).toBe(false);
    expect(isValidStorageKey("A.jpg")).toBe(false);
    await expect(storage.get("../x")).rejects.toThrow(/Invalid storage key/);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
