import { randomUUID } from "node:crypto";
import type { CartLineItem, CartView } from "@mt/contract/cart";
import type { WorkType } from "@mt/domain/entities/enums";
import { formatCount, formatQuantity } from "@mt/domain/format/quantity";
import { vatIncluded } from "@mt/domain/price/calculate-price";
import type { Answers, JobDefinition } from "@mt/domain/price/job-definition";
import { MAX_CART_LINES } from "@mt/domain/state/cart";
import { type Db, transaction } from "../../db/database.ts";
import { apiError, HttpError, notFound } from "../../lib/http-error.ts";
import type { CatalogueService } from "../catalogue/catalogue.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import { type CartFiles, keptFiles, signedFiles } from "./cart.images.ts";
import {
  type CartRepository,
  type CartRow,
  cartRepository,
  type LineRow,
  type NewLine,
  type StoredLine,
} from "./cart.repository.ts";

/** A line edit: only the fields present change. */
export interface LinePatch {
  jobTypeVersionId?: number | undefined;
  answers?: Answers | undefined;
  images?: string[] | undefined;
  commentForElectrician?: string | null | undefined;
}

export interface LineInput {
  jobTypeId: number;
  jobTypeVersionId: number;
  answers: Answers;
  images: string[];
  commentForElectrician?: string | null | undefined;
}

/** Each shown question with its answer in words, for the cart and the installer. */
function answerSummary(
  definition: JobDefinition,
  answers: Answers,
  materials: { productId: number; name: string }[],
): { question: string; answer: string }[] {
  return definition.questions.flatMap((q) => {
    const value = answers[q.key];
    if (value === undefined) return [];
    let answer: string;
    if (q.type === "number") answer = formatQuantity(value as number, q.unit);
    else if (q.type === "product_selector")
      answer = materials.find((m) => m.productId === value)?.name ?? String(value);
    else if (q.type === "file_upload") answer = formatCount((value as string[]).length, "bilde", "bilder");
    else {
      const keys = Array.isArray(value) ? value : [String(value)];
      answer = keys.map((k) => q.options.find((o) => o.key === k)?.label ?? k).join(", ") || "Ingen";
    }
    return [{ question: q.title, answer }];
  });
}

const cartNotFound = () => notFound("Fant ikke handlekurven.");
const cartBooked = () => apiError("CART_BOOKED");

/** The images sent beside the answers (the answers' own uploads are added again when priced). */
function extraImages(data: CartLineItem["data"]): string[] {
  const uploads = new Set(
    Object.values(data.answers).flatMap((v) => (Array.isArray(v) ? v.map(String) : [])),
  );
  return data.images.filter((image) => !uploads.has(image));
}

/** What a stored line was priced from, to price it again (perhaps from another version). */
const inputOf = (line: LineRow): LineInput => ({
  jobTypeId: line.jobTemplateId,
  jobTypeVersionId: line.jobTemplateVersionId,
  answers: line.data.answers,
  images: extraImages(line.data),
  commentForElectrician: line.data.commentForElectrician,
});

/** Tries of an edit whose line changed between reading and writing it, before CART_LINE_CONFLICT. */
const EDIT_ATTEMPTS = 5;

export function cartService(deps: {
  db: Db;
  catalogue: CatalogueService;
  schedule: ScheduleService;
  /** The photos' addresses: kept bare, answered signed (decision 061). */
  files: CartFiles;
  /** How long a line keeps its version's price (decision 010). */
  priceHoldHours: number;
  now?: (() => number) | undefined;
  beforeLineWrite?: ((lineId: number) => Promise<void>) | undefined;
}) {
  const { catalogue, schedule } = deps;
  const repo = cartRepository(deps.db);
  const now = deps.now ?? Date.now;
  const holdMs = deps.priceHoldHours * 60 * 60 * 1000;
  const holdLasts = (line: LineRow) => now() - line.pricedAt.getTime() < holdMs;
  const lineView = (row: LineRow): CartLineItem => ({
    id: row.id,
    type: "JOB",
    data: signedFiles(row.data, deps.files),
  });

  /** A new line (or a line given another version) is priced from the published version only. */
  async function pricedPublished(input: LineInput) {
    const result = await priced(input);
    if (result.publishedVersionId !== input.jobTypeVersionId) throw apiError("JOB_VERSION_OUTDATED");
    return { ...result.line, pricedAt: new Date(now()) };
  }

  /** Prices a line from its version and answers; whatever totals the client sent are never read. */
  async function priced(input: LineInput): Promise<{ line: NewLine; publishedVersionId: number | null }> {
    const { template, version, definition, price } = await catalogue.priceLine(
      input.jobTypeId,
      input.jobTypeVersionId,
      input.answers,
    );
    const uploaded = definition.questions
      .filter((q) => q.type === "file_upload")
      .flatMap((q) => (Array.isArray(price.answers[q.key]) ? (price.answers[q.key] as string[]) : []));
    const data: CartLineItem["data"] = {
      typeKey: definition.workType as WorkType,
      jobTypeId: template.id,
      jobTypeVersionId: version.id,
      slug: template.slug,
      title: definition.title,
      inspectionFirst: definition.inspectionFirst,
      totals: {
        baseOre: price.baseOre,
        answersOre: price.answersOre,
        materialsOre: price.materialsOre,
        totalOre: price.totalOre,
        vatOre: price.vatOre,
        durationMinutes: price.durationMinutes,
      },
      lines: price.lines,
      materials: price.materials.map(({ productId, name, quantity, unitPriceOre, totalOre }) => ({
        productId,
        name,
        quantity,
        unitPriceOre,
        totalOre,
      })),
      answers: price.answers,
      summary: answerSummary(definition, price.answers, price.materials),
      images: [...new Set([...uploaded, ...input.images])],
      commentForElectrician: input.commentForElectrician?.trim() || null,
      solar: price.solar,
    };
    return {
      line: { jobTemplateId: template.id, jobTemplateVersionId: version.id, data },
      publishedVersionId: template.publishedVersionId,
    };
  }

  /**
   * Lines whose price hold ran out move to the published version (same answers) and start a new
   * hold. `changed`: a price moved; `stale`: a line's answers do not fit the published version.
   */
  async function renewExpired(
    row: CartRow,
  ): Promise<{ changed: boolean; stale: boolean; written: boolean; lines: LineRow[] }> {
    let changed = false;
    let stale = false;
    let written = false;
    const lines = await repo.lines(row.id);
    for (const line of lines) {
      if (holdLasts(line)) continue;
      let next: NewLine;
      try {
        const own = await priced(inputOf(line));
        const published = own.publishedVersionId;
        next =
          published === null || published === line.jobTemplateVersionId
            ? own.line
            : (await priced({ ...inputOf(line), jobTypeVersionId: published })).line;
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 422)) throw error;
        stale = true;
        continue;
      }
      const stored = await repo.updateLineIf(row.id, line.id, line.revision, {
        ...next,
        pricedAt: new Date(now()),
      });
      written = true;
      // Another change landed meanwhile: count it as a change, so booking shows the cart again.
      if (!stored || next.data.totals.totalOre !== line.data.totals.totalOre) changed = true;
    }
    return { changed, stale, written, lines };
  }

  /** `lines`: the cart's lines when just read (saves reading them again). */
  async function view(row: CartRow, lines?: LineRow[]): Promise<CartView> {
    const lineItems = (lines ?? (await repo.lines(row.id))).map(lineView);
    const totalOre = lineItems.reduce((sum, l) => sum + l.data.totals.totalOre, 0);
    return {
      uuid: row.uuid,
      reservation: row.reservationUuid,
      postCode: row.postCode,
      status: row.status,
      lineItems,
      totals: {
        totalOre,
        vatOre: vatIncluded(totalOre),
        durationMinutes: lineItems.reduce((sum, l) => sum + l.data.totals.durationMinutes, 0),
      },
    };
  }

  /** The view after renewing expired price holds; the lines are read once unless a renewal wrote one. */
  async function current(row: CartRow): Promise<CartView> {
    if (row.status === "booked") return view(row);
    const renewed = await renewExpired(row);
    return view(row, renewed.written ? undefined : renewed.lines);
  }

  async function existing(uuid: string): Promise<CartRow> {
    const row = await repo.byUuid(uuid);
    if (!row) throw cartNotFound();
    return row;
  }

  async function open(uuid: string): Promise<CartRow> {
    const row = await existing(uuid);
    if (row.status === "booked") throw cartBooked();
    return row;
  }

  /** Prices every line first, so one bad line stores nothing; errors name the line (`line_items.0.answers.x`). */
  async function pricedAll(inputs: LineInput[]): Promise<StoredLine[]> {
    const lines: StoredLine[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        lines.push(await pricedPublished(keptFiles(input, deps.files)));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) {
          const errors = Object.fromEntries(
            Object.entries(error.errors).map(([k, v]) => [`line_items.${index}.data.${k}`, v]),
          );
          throw apiError(error.code, { message: error.message, errors });
        }
        throw error;
      }
    }
    return lines;
  }

  return {
    async create(input: { postCode: string | null; lines: LineInput[]; userId: number | null }) {
      const lines = await pricedAll(input.lines);
      const row = await repo.create(
        { uuid: randomUUID(), userId: input.userId, postCode: input.postCode },
        lines,
      );
      return view(row);
    },
    /** The cart; lines whose price hold ran out are repriced first, so the customer sees today's price. */
    get: async (uuid: string) => current(await existing(uuid)),
    /** The cart row and its view (lines as stored, not repriced), read in one round trip; null when unknown. */
    async withView(uuid: string): Promise<{ row: CartRow; view: CartView } | null> {
      const found = await repo.withLines(uuid);
      return found && { row: found.row, view: await view(found.row, found.lines) };
    },
    /** The view of a cart row already read. */
    viewOf: (row: CartRow) => view(row),
    /** As `get`, for a cart row already read (and still current). */
    current,
    async update(
      uuid: string,
      body: { post_code?: string | null | undefined; reservation_uuid?: string | null | undefined },
    ) {
      const row = await open(uuid);
      const values: Parameters<CartRepository["update"]>[1] = {};
      if (body.post_code !== undefined) values.postCode = body.post_code;
      if (body.reservation_uuid !== undefined) values.reservationUuid = body.reservation_uuid;
      // A new post code, or reservation_uuid null, frees the time; a uuid must be the live one.
      const postCodeChanged = body.post_code !== undefined && body.post_code !== row.postCode;
      if (body.reservation_uuid === null || (postCodeChanged && body.reservation_uuid === undefined)) {
        values.reservationUuid = null;
      } else if (body.reservation_uuid) {
        const held = await schedule.reservation(row.id, body.reservation_uuid);
        if (!schedule.isLive(held, now())) throw apiError("CART_EXPIRED");
      }
      await transaction(deps.db, async (tx) => {
        if (values.reservationUuid === null) await schedule.release(tx, row.id);
        await cartRepository(tx).update(row.id, values);
      });
      return view(await existing(uuid));
    },
    /**
     * The cart, its lines and each line priced afresh from its version (for booking). A line whose
     * hold ran out is moved to the published version first and the booking refused, so nobody books
     * a price they were not shown (decision 010).
     */
    async repriced(uuid: string) {
      const row = await open(uuid);
      const renewed = await renewExpired(row);
      if (renewed.stale) throw apiError("JOB_VERSION_OUTDATED");
      if (renewed.changed) throw apiError("CART_PRICE_CHANGED");
      // Nothing was written: the lines the renewal read are the stored ones.
      const stored = renewed.written ? await repo.lines(row.id) : renewed.lines;
      const lines: { id: number; priced: NewLine }[] = [];
      for (const line of stored) {
        lines.push({ id: line.id, priced: (await priced(inputOf(line))).line });
      }
      return { row, lines, view: await view(row, stored) };
    },
    /** In the caller's transaction: the cart, locked until it commits (booking). */
    lock: (tx: Db, uuid: string) => cartRepository(tx).lock(uuid),
    /** In the caller's transaction: the cart's reservation (null frees the cart of it). */
    setReservation: (tx: Db, cartId: number, reservationUuid: string | null) =>
      cartRepository(tx).update(cartId, { reservationUuid }),
    /** In the caller's transaction: the cart is booked, by this user unless it already had one. */
    markBooked: (tx: Db, row: CartRow, customerUserId: number) =>
      cartRepository(tx).update(row.id, { status: "booked", userId: row.userId ?? customerUserId }),
    /**
     * In the caller's transaction: the cart becomes a seller's (who, which store, what was sold;
     * when sent). `userId: null` lets go of the seller's own login as its owner: it is the customer's.
     */
    claimForSeller: (
      tx: Db,
      cartId: number,
      values: Pick<
        CartRow,
        "sellerUserId" | "salesPartnerId" | "salesPartnerDepartmentId" | "sellerDescription"
      > & { sentAt?: Date; userId?: null },
    ) => cartRepository(tx).update(cartId, values),
    /** The first opening of a sent cart from its link; later calls change nothing. The time it was opened, if it was. */
    async markOpened(uuid: string, at: Date): Promise<Date | null> {
      const row = await existing(uuid);
      if (row.openedAt || !row.sentAt) return row.openedAt;
      return repo.markOpened(row.id, at);
    },
    byUuid: (uuid: string) => repo.byUuid(uuid),
    async lines(uuid: string) {
      return (await repo.lines((await existing(uuid)).id)).map(lineView);
    },
    async line(uuid: string, n: number) {
      const found = (await repo.lines((await existing(uuid)).id)).find((l) => l.id === n);
      if (!found) throw notFound("Fant ikke linjen i handlekurven.");
      return lineView(found);
    },
    async addLine(uuid: string, input: LineInput) {
      const row = await open(uuid);
      const line = await pricedPublished(keptFiles(input, deps.files));
      if (!(await repo.addLine(row.id, line, MAX_CART_LINES))) throw apiError("CART_FULL");
      return view(row);
    },
    /**
     * Changes only the fields the patch names. The edit is written over the revision it was read
     * from; when another edit landed in between, it is applied again on top of that one, so two
     * edits of different fields both stay (CART_LINE_CONFLICT only if the line keeps changing).
     */
    async updateLine(uuid: string, n: number, patch: LinePatch) {
      const row = await open(uuid);
      for (let attempt = 0; attempt < EDIT_ATTEMPTS; attempt++) {
        const current = await repo.line(row.id, n);
        if (!current) throw notFound("Fant ikke linjen i handlekurven.");
        const stored = inputOf(current);
        // Photos already in the line may come back by any address, even a link that ran out.
        const sent = keptFiles(
          { answers: patch.answers ?? stored.answers, images: patch.images ?? stored.images },
          deps.files,
          new Set(current.data.images),
        );
        const input: LineInput = {
          jobTypeId: current.jobTemplateId,
          jobTypeVersionId: patch.jobTypeVersionId ?? current.jobTemplateVersionId,
          answers: sent.answers,
          images: sent.images,
          commentForElectrician:
            patch.commentForElectrician !== undefined
              ? patch.commentForElectrician
              : stored.commentForElectrician,
        };
        // The line keeps its version while the hold lasts; any other version must be the published one.
        const keeps = input.jobTypeVersionId === current.jobTemplateVersionId && holdLasts(current);
        const next = keeps
          ? { ...(await priced(input)).line, pricedAt: current.pricedAt }
          : await pricedPublished(input);
        if (deps.beforeLineWrite) await deps.beforeLineWrite(n);
        if (await repo.updateLineIf(row.id, n, current.revision, next)) return view(row);
      }
      throw apiError("CART_LINE_CONFLICT");
    },
    async deleteLine(uuid: string, n: number) {
      const row = await open(uuid);
      if (!(await repo.deleteLine(row.id, n))) throw notFound("Fant ikke linjen i handlekurven.");
      return view(row);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
