// Every table of the product, gathered for Drizzle and drizzle-kit. Each area keeps its tables in
// its own module folder (`<area>.schema.ts`) and adds one line here.
export * from "../modules/settings/settings.schema.ts";
export * from "../modules/post-codes/post-codes.schema.ts";
export * from "../modules/contractors/contractors.schema.ts";
export * from "../modules/catalogue/catalogue.schema.ts";
export * from "../modules/cart/cart.schema.ts";
