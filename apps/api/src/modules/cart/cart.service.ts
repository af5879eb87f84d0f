import { randomUUID } from "node:crypto";
import type { CartLineItem, CartView } from "@mt/contract/cart";
import type { WorkType } from "@mt/domain/entities/enums";
import { vatIncluded } from "@mt/domain/price/calculate-price";
import type { Answers, JobDefinition } from "@mt/domain/price/job-definition";
import { type Db, transaction } from "../../db/database.ts";
import { apiError, HttpError, notFound } from "../../lib/http-error.ts";
import type { CatalogueService } from "../catalogue/catalogue.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import {
  type CartRepository,
  type CartRow,
  cartRepository,
  type LineRow,
  type NewLine,
} from "./cart.repository.ts";

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
    if (q.type === "number") answer = `${value} ${q.unit}`;
    else if (q.type === "product_selector")
      answer = materials.find((m) => m.productId === value)?.name ?? String(value);
    else if (q.type === "file_upload") answer = `${(value as string[]).length} bilde(r)`;
    else {
      const keys = Array.isArray(value) ? value : [String(value)];
      answer = keys.map((k) => q.options.find((o) => o.key === k)?.label ?? k).join(", ") || "Ingen";
    }
    return [{ question: q.title, answer }];
  });
}

const cartNotFound = () => notFound("Fant ikke handlekurven.");
const cartBooked = () => apiError("CART_BOOKED");

function lineView(row: LineRow): CartLineItem {
  return { id: row.id, type: "JOB", data: row.data };
}

export function cartService(deps: {
  db: Db;
  catalogue: CatalogueService;
  schedule: ScheduleService;
  now?: (() => number) | undefined;
}) {
  const { catalogue, schedule } = deps;
  const repo = cartRepository(deps.db);
  const now = deps.now ?? Date.now;
  /** Prices a line from its version and answers; whatever totals the client sent are never read. */
  async function priced(input: LineInput): Promise<NewLine> {
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
    return { jobTemplateId: template.id, jobTemplateVersionId: version.id, data };
  }

  async function view(row: CartRow): Promise<CartView> {
    const lineItems = (await repo.lines(row.id)).map(lineView);
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
  async function pricedAll(inputs: LineInput[]): Promise<NewLine[]> {
    const lines: NewLine[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        lines.push(await priced(input));
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
    async get(uuid: string) {
      return view(await existing(uuid));
    },
    /** The view of a cart row already read. */
    viewOf: (row: CartRow) => view(row),
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
    /** The cart, its lines and each line priced afresh from its version (for booking). */
    async repriced(uuid: string) {
      const row = await open(uuid);
      const rows = await repo.lines(row.id);
      const lines: { id: number; priced: NewLine }[] = [];
      for (const line of rows) {
        const { data } = line;
        lines.push({
          id: line.id,
          priced: await priced({
            jobTypeId: line.jobTemplateId,
            jobTypeVersionId: line.jobTemplateVersionId,
            answers: data.answers,
            images: data.images,
            commentForElectrician: data.commentForElectrician,
          }),
        });
      }
      return { row, lines, view: await view(row) };
    },
    /** In the caller's transaction: the cart, locked until it commits (booking). */
    lock: (tx: Db, uuid: string) => cartRepository(tx).lock(uuid),
    /** In the caller's transaction: the cart's reservation (null frees the cart of it). */
    setReservation: (tx: Db, cartId: number, reservationUuid: string | null) =>
      cartRepository(tx).update(cartId, { reservationUuid }),
    /** In the caller's transaction: the cart is booked, by this user unless it already had one. */
    markBooked: (tx: Db, row: CartRow, customerUserId: number) =>
      cartRepository(tx).update(row.id, { status: "booked", userId: row.userId ?? customerUserId }),
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
      const line = await priced(input);
      await repo.addLine(row.id, line);
      return view(row);
    },
    async updateLine(
      uuid: string,
      n: number,
      patch: {
        jobTypeVersionId?: number | undefined;
        answers?: Answers | undefined;
        images?: string[] | undefined;
        commentForElectrician?: string | null | undefined;
      },
    ) {
      const row = await open(uuid);
      const current = (await repo.lines(row.id)).find((l) => l.id === n);
      if (!current) throw notFound("Fant ikke linjen i handlekurven.");
      const { data } = current;
      const line = await priced({
        jobTypeId: current.jobTemplateId,
        jobTypeVersionId: patch.jobTypeVersionId ?? current.jobTemplateVersionId,
        answers: patch.answers ?? data.answers,
        images: patch.images ?? [],
        commentForElectrician:
          patch.commentForElectrician !== undefined
            ? patch.commentForElectrician
            : data.commentForElectrician,
      });
      await repo.updateLine(row.id, n, line);
      return view(row);
    },
    async deleteLine(uuid: string, n: number) {
      const row = await open(uuid);
      if (!(await repo.deleteLine(row.id, n))) throw notFound("Fant ikke linjen i handlekurven.");
      return view(row);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
