import { z } from "zod";
import { workTypeSchema } from "../entities/enums.ts";

// A job template's definition: what a published version freezes. Amounts are integer øre incl. 25 % VAT.

export const oreSchema = z.number().int().min(0).max(100_000_000);
const minutesSchema = z.number().int().min(0).max(100_000);
const keySchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "Bruk små bokstaver, tall, - og _ (høyst 40 tegn)");

export const materialSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(10_000),
});
export type Material = z.infer<typeof materialSchema>;

export const SOLAR_FIELDS = ["panelType", "roofType", "panelQty"] as const;
export const solarFieldSchema = z.enum(SOLAR_FIELDS);

export const solarInfoSchema = z.object({
  panelType: z.string().max(100).nullish(),
  roofType: z.string().max(100).nullish(),
  panelQty: z.number().int().min(0).nullish(),
});
export type SolarInfo = z.infer<typeof solarInfoSchema>;

export const optionSchema = z.object({
  key: keySchema,
  label: z.string().min(1).max(200),
  description: z.string().max(1000).nullish(),
  /** Added to the price when chosen. */
  priceOre: oreSchema.default(0),
  minutes: minutesSchema.default(0),
  materials: z.array(materialSchema).default([]),
  /** Heat-pump capacity of an effect-box choice, in kW. */
  effectKw: z.number().min(0).max(1000).nullish(),
});
export type QuestionOption = z.infer<typeof optionSchema>;

/** Shown only when the earlier question `questionKey` has one of `optionKeys` among its answers. */
export const showIfSchema = z.object({
  questionKey: keySchema,
  optionKeys: z.array(keySchema).min(1),
});
export type ShowIf = z.infer<typeof showIfSchema>;

const questionBase = {
  key: keySchema,
  title: z.string().min(1).max(300),
  help: z.string().max(2000).nullish(),
  required: z.boolean().default(true),
  showIf: showIfSchema.nullish(),
  /** For solar jobs: the answer fills this field of the line (panelType, roofType, panelQty). */
  solarField: solarFieldSchema.nullish(),
};

export const choiceQuestionSchema = z.object({
  ...questionBase,
  type: z.enum(["radio", "checkbox", "effect_box"]),
  options: z.array(optionSchema).min(1),
});

export const numberQuestionSchema = z.object({
  ...questionBase,
  type: z.literal("number"),
  min: z.number().int().min(0).default(0),
  max: z.number().int().min(0).max(100_000).default(100),
  defaultValue: z.number().int().min(0).nullish(),
  unit: z.string().max(20).default("stk"),
  /** Units included in the base price, with their materials; each unit above costs pricePerUnitOre. */
  includedUnits: z.number().int().min(0).default(0),
  pricePerUnitOre: oreSchema.default(0),
  minutesPerUnit: minutesSchema.default(0),
  materialsPerUnit: z.array(materialSchema).default([]),
});

export const productSelectorQuestionSchema = z.object({
  ...questionBase,
  type: z.literal("product_selector"),
  productIds: z.array(z.number().int().positive()).min(1),
  /** Work added when a product is chosen. */
  minutes: minutesSchema.default(0),
});

export const fileUploadQuestionSchema = z.object({
  ...questionBase,
  type: z.literal("file_upload"),
  maxFiles: z.number().int().min(1).max(10).default(5),
});

export const questionSchema = z.discriminatedUnion("type", [
  choiceQuestionSchema,
  numberQuestionSchema,
  productSelectorQuestionSchema,
  fileUploadQuestionSchema,
]);
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

export const jobDefinitionSchema = z
  .object({
    title: z.string().min(1).max(200),
    summary: z.string().max(500).default(""),
    description: z.string().max(10_000).default(""),
    workType: workTypeSchema,
    basePriceOre: oreSchema,
    baseDurationMinutes: minutesSchema,
    /** A site inspection (befaring) comes before the job. */
    inspectionFirst: z.boolean().default(false),
    imageUrl: z.string().max(500).nullish(),
    /** Materials every job of this template uses. */
    materials: z.array(materialSchema).default([]),
    solar: solarInfoSchema.nullish(),
    questions: z.array(questionSchema).default([]),
  })
  .superRefine((definition, ctx) => {
    const seen = new Map<string, Question>();
    definition.questions.forEach((question, index) => {
      if (seen.has(question.key)) {
        ctx.addIssue({ code: "custom", path: ["questions", index, "key"], message: "Nøkkelen er brukt før" });
      }
      const parent = question.showIf ? seen.get(question.showIf.questionKey) : undefined;
      if (question.showIf && (!parent || !("options" in parent))) {
        ctx.addIssue({
          code: "custom",
          path: ["questions", index, "showIf"],
          message: "Må vise til et tidligere valgspørsmål",
        });
      }
      if (question.type === "number" && question.min > question.max) {
        ctx.addIssue({
          code: "custom",
          path: ["questions", index, "max"],
          message: "Maks er mindre enn min",
        });
      }
      seen.set(question.key, question);
    });
  });
export type JobDefinition = z.infer<typeof jobDefinitionSchema>;
export type JobDefinitionInput = z.input<typeof jobDefinitionSchema>;

/** One answer: an option key (radio, effect box), option keys (checkbox), a number, a product id, or file refs. */
export const answerValueSchema = z.union([
  z.string().max(200),
  z.number(),
  z.array(z.string().max(500)).max(50),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answersSchema = z.record(z.string().max(40), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;
