import { z } from "zod";

// zod 4 probes `new Function` when an object schema is built, to compile faster parsers: under the
// page's Content Security Policy (no 'unsafe-eval') that is a reported violation. In the browser
// build every import of "zod" comes here (zod-jitless.ts), so this runs before any schema exists.
z.config({ jitless: true });

export * from "zod";
export { z as default, z };
