import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The extensions the migrations create, loaded wherever PGlite opens a database: btree_gist for
 * the no-overlap constraint on timeslots, pg_trgm for the projects search (decision 018).
 */
export const pgliteExtensions = { btree_gist, pg_trgm };
