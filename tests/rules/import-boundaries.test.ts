import path from "node:path";
import { describe, expect, it } from "vitest";
import { foreignWrites, importsOf, parseImports, sourceFiles, violations, writesOf } from "./import-rules.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the import rules of docs/where-code-goes.md", () => {
  it("hold across the API, the web app, the domain and the contract", () => {
    const files = sourceFiles(root, [
      "apps/api/src",
      "apps/web/app",
      "packages/domain/src",
      "packages/contract/src",
    ]);
    expect(files.length).toBeGreaterThan(200);
    expect(violations(importsOf(root, files))).toEqual([]);
    expect(writesOf(root, files)).toEqual([]);
  });

  it("read static, re-exported, type-only and dynamic imports", () => {
    const text = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b/b.module.ts";',
      "import {",
      "  c,",
      '} from "@mt/domain/routes/routes";',
      'export { d } from "./d";',
      'export type { E } from "./e";',
      'import "./side-effect.css";',
      'const f = await import("./f.ts");',
    ].join("\n");
    const edges = parseImports("apps/api/src/modules/x/x.service.ts", text);
    expect(edges.map((e) => [e.target, e.typeOnly])).toEqual([
      ["apps/api/src/modules/x/a.ts", false],
      ["apps/api/src/modules/b/b.module.ts", true],
      ["packages/domain/src/routes/routes", false],
      ["apps/api/src/modules/x/d", false],
      ["apps/api/src/modules/x/e", true],
      ["apps/api/src/modules/x/side-effect.css", false],
      ["apps/api/src/modules/x/f.ts", false],
    ]);
  });
});

/** Each rule, broken on purpose: a checker that finds nothing here would be worthless. */
describe("a broken rule is found", () => {
  const broken = (from: string, line: string) => violations(parseImports(from, line)).map((v) => v.rule);

  it("when the web app imports the API", () => {
    expect(broken("apps/web/app/lib/api.ts", 'import { x } from "../../../api/src/app.ts";')).toEqual([
      "the web app never imports the API",
    ]);
  });

  it("when the API imports the web app", () => {
    expect(broken("apps/api/src/web/web-plugin.ts", 'import x from "../../../web/app/root.tsx";')).toEqual([
      "the API never imports the web app's code",
    ]);
  });

  it("when a feature imports another feature, but not within one feature or from lib/", () => {
    const from = "apps/web/app/features/cart/cart-page.tsx";
    expect(broken(from, 'import { x } from "../booking/checkout-page";')).toEqual([
      "a web feature never imports another feature",
    ]);
    expect(broken(from, 'import { x } from "./cart-calls";')).toEqual([]);
    expect(broken(from, 'import { x } from "../../lib/api";')).toEqual([]);
  });

  it("when the domain imports I/O, a framework or the contract", () => {
    const from = "packages/domain/src/format/price.ts";
    expect(broken(from, 'import fs from "node:fs";')).toHaveLength(1);
    expect(broken(from, 'import { useState } from "react";')).toHaveLength(1);
    expect(broken(from, 'import { x } from "@mt/contract/cart";')).toHaveLength(1);
    expect(broken(from, 'import { z } from "zod";')).toEqual([]);
    expect(broken("packages/domain/src/format/price.test.ts", 'import fc from "fast-check";')).toEqual([]);
  });

  it("when the contract imports more than the domain and zod", () => {
    expect(broken("packages/contract/src/cart.ts", 'import x from "fastify";')).toHaveLength(1);
    expect(broken("packages/contract/src/cart.ts", 'import { x } from "@mt/domain/entities/enums";')).toEqual(
      [],
    );
  });

  it("when a module reaches into another module, but not through its module file's types", () => {
    const from = "apps/api/src/modules/booking/booking.service.ts";
    const rule = "an API module reaches another module only through the types of its <area>.module.ts";
    expect(broken(from, 'import { cart } from "../cart/cart.schema.ts";')).toEqual([rule]);
    expect(broken(from, 'import { cartRepository } from "../cart/cart.repository.ts";')).toEqual([rule]);
    expect(broken(from, 'import { createCartModule } from "../cart/cart.module.ts";')).toEqual([rule]);
    expect(broken(from, 'import type { CartService } from "../cart/cart.module.ts";')).toEqual([]);
    const repository = "apps/api/src/modules/booking/booking.repository.ts";
    expect(broken(repository, 'import { cartRepository } from "../cart/cart.repository.ts";')).toEqual([
      rule,
    ]);
    expect(broken(repository, 'import { cart } from "../cart/cart.schema.ts";')).toEqual([]);
    expect(
      broken(repository, 'import { reachCondition } from "../project/project-reach.repository.ts";'),
    ).toEqual([]);
    expect(broken(from, 'import { reachCondition } from "../project/project-reach.repository.ts";')).toEqual([
      rule,
    ]);
    expect(
      broken(
        "apps/api/src/modules/booking/booking.schema.ts",
        'import { cart } from "../cart/cart.schema.ts";',
      ),
    ).toEqual([]);
  });

  it("when a repository writes another module's table, but not when it reads it", () => {
    const from = "apps/api/src/modules/booking/booking.repository.ts";
    const imports =
      'import { cart as carts } from "../cart/cart.schema.ts";\nimport { project } from "./booking.schema.ts";\n';
    expect(foreignWrites(from, `${imports}await tx.update(carts).set({ status: "booked" });`)).toEqual([
      { rule: "a module writes only its own tables", from, specifier: "update(carts)" },
    ]);
    expect(foreignWrites(from, `${imports}await db.insert(project).values(row);`)).toEqual([]);
    expect(foreignWrites(from, `${imports}await db.select().from(carts).innerJoin(project, on);`)).toEqual(
      [],
    );
  });

  it("when a service touches the ORM", () => {
    expect(broken("apps/api/src/modules/cart/cart.service.ts", 'import { eq } from "drizzle-orm";')).toEqual([
      "only repositories, schemas, seeds and db/ touch the ORM",
    ]);
    expect(
      broken("apps/api/src/modules/cart/cart.repository.ts", 'import { eq } from "drizzle-orm";'),
    ).toEqual([]);
  });

  it("when db/ imports a module, the schema list, the seeders or the app, but not itself or test helpers", () => {
    const rule = "db/ imports nothing of the API above it";
    const from = "apps/api/src/db/open-database.ts";
    expect(broken(from, 'import * as schema from "../schema.ts";')).toEqual([rule]);
    expect(broken(from, 'import type { Env } from "../env.ts";')).toEqual([rule]);
    expect(broken(from, 'import { seedDemoData } from "../seed/seed.ts";')).toEqual([rule]);
    expect(broken(from, 'import type { Cart } from "../modules/cart/cart.module.ts";')).toEqual([rule]);
    expect(broken(from, 'import type { Db } from "./database.ts";')).toEqual([]);
    expect(broken(from, 'import { withDatabase } from "../test/global-setup.ts";')).toEqual([rule]);
    expect(
      broken("apps/api/src/db/migrate.test.ts", 'import { withDatabase } from "../test/global-setup.ts";'),
    ).toEqual([]);
    expect(
      broken("apps/api/src/db/migrate.test.ts", 'import { createTestApp } from "../test/test-app.ts";'),
    ).toEqual([rule]);
  });
});
