import { newestCode } from "./outbox.ts";
import { sessionToken } from "./session.ts";

/** What a customer booked through the API: the project, the window taken and their session. */
export interface ApiBooking {
  projectUuid: string;
  number: number;
  windowStartsAt: string;
  session: string;
}

export interface ApiCustomer {
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
}

async function call(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(url, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** A new cart with one job ("el-kontroll" unless said) in the post code, with the customer's photos. */
async function newCart(
  api: string,
  postCode: string,
  job: string,
  answers: Record<string, unknown> = { bolig: "enebolig" },
  images: string[] = [],
): Promise<string> {
  const found = (await (await call(`${api}/catalogue/job/${job}`)).json()).data;
  const line = { jobTypeId: found.id, jobTypeVersionId: found.versionId, answers, images };
  const body = { post_code: postCode, line_items: [{ type: "JOB", data: line }] };
  return (await (await call(`${api}/cart`, { method: "POST", body })).json()).data.uuid;
}

/** The free arrival windows (UTC starts) the storefront offers the cart. */
async function offered(api: string, cart: string): Promise<string[]> {
  const times = (await (await call(`${api}/cart/${cart}/available-times`)).json()).data;
  return times.days
    .flatMap((day: { windows: { startsAt: string; available: boolean }[] }) => day.windows)
    .filter((window: { available: boolean }) => window.available)
    .map((window: { startsAt: string }) => window.startsAt);
}

/** The free arrival windows a new customer in this post code is offered, as the storefront shows them. */
export async function freeWindows(
  serverUrl: string,
  postCode = "0150",
  job = "el-kontroll",
): Promise<string[]> {
  const api = `${serverUrl}/api`;
  return offered(api, await newCart(api, postCode, job));
}

/** A customer's photo uploaded as the storefront does it (no login): the signed link it answers with. */
export async function uploadPhoto(serverUrl: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "sikringsskap.png");
  const res = await fetch(`${serverUrl}/api/media/upload-customer-image`, { method: "POST", body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/**
 * Books a job the way the storefront does, call by call (post code, cart, a window, verified
 * phone, contact information). The server must run with DEV_LOGIN_CODE=123456. The browser journey
 * of booking is e2e/booking.test.ts; this is for tests that start after it.
 */
export async function bookByApi(
  serverUrl: string,
  customer: ApiCustomer,
  options: {
    job?: string;
    postCode?: string;
    startsAt?: string;
    /** The job's answers (el-kontroll's by default). */
    answers?: Record<string, unknown>;
    /** For a job that needs an inspection first: on site or on video. */
    inspectionMode?: "ON_SITE" | "VIDEO";
    /** The customer's photos of the job, by the links their uploads answered with (`uploadPhoto`). */
    images?: string[];
    /**
     * The server's data directory: the code texted to the phone is typed, not the development code,
     * so the phone may ask for a new code at once (a used code lifts the minute between codes).
     */
    codeFrom?: string;
  } = {},
): Promise<ApiBooking> {
  const api = `${serverUrl}/api`;
  const cart = await newCart(
    api,
    options.postCode ?? "0150",
    options.job ?? "el-kontroll",
    options.answers,
    options.images,
  );
  const windows = await offered(api, cart);
  const startsAt = options.startsAt ? windows.find((w) => w === options.startsAt) : windows[0];
  if (!startsAt) throw new Error(`no free window to book (${options.startsAt ?? "earliest"})`);
  await call(`${api}/cart/${cart}/reservation`, { method: "POST", body: { startsAt } });

  const phone = { phone_number: customer.phoneNumber };
  await call(`${api}/auth/send-verification-code`, { method: "POST", body: phone });
  const code = options.codeFrom ? await newestCode(options.codeFrom, customer.phoneNumber) : "123456";
  const verify = { ...phone, code };
  const verified = (
    await (await call(`${api}/auth/verify-phone-number`, { method: "POST", body: verify })).json()
  ).data;
  const { phoneNumber, firstName, lastName, email, address } = customer;
  const booked = await call(`${api}/cart/${cart}/book`, {
    method: "POST",
    headers: { "idempotency-key": `e2e-${cart}` },
    body: {
      contactInformation: {
        address,
        firstName,
        lastName,
        email,
        phoneNumber,
        phoneVerificationToken: verified.phoneVerificationToken,
      },
      acceptedTerms: true,
      ...(options.inspectionMode && { inspectionMode: options.inspectionMode }),
    },
  });
  const project = (await booked.clone().json()).data.project;
  return {
    projectUuid: project.uuid,
    number: project.number,
    windowStartsAt: startsAt,
    session: sessionToken(booked),
  };
}
