import { z } from "zod";
import { POW_LEVELS } from "./pow";

/** GET /api/pow's query: `?level=hard` for the harder challenge (kept apart from pow.ts, which pages load without zod). */
export const powQuerySchema = z.object({ level: z.enum(POW_LEVELS).default("normal") });
