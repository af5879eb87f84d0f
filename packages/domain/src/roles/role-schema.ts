import { z } from "zod";
import { ROLES } from "./roles.ts";

/** A role as the API reads and writes it (apart from roles.ts, which the browser loads without zod). */
export const roleSchema = z.enum(ROLES);
