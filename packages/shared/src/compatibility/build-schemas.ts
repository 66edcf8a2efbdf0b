/** `POST /api/builds/check` (issue 28): the parts of a build by id, and how many of each. */
import { z } from 'zod';

/** Lines one build may have: a full PC with drives, fans and spares is about a dozen. */
export const MAX_BUILD_LINES = 32;
/** The most of one part a build may hold: beyond it no desktop has room (8 memory kits already fill 16 slots). */
export const MAX_BUILD_QUANTITY = 16;

const buildLineSchema = z.object({
  id: z.uuid({ error: 'must be a part id' }),
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_BUILD_QUANTITY, `must be at most ${MAX_BUILD_QUANTITY}`),
});

export const buildCheckBodySchema = z.object({
  parts: z
    .array(buildLineSchema)
    .max(MAX_BUILD_LINES, `must hold at most ${MAX_BUILD_LINES} lines`)
    .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, 'must name each part once'),
});
export type BuildCheckBody = z.infer<typeof buildCheckBodySchema>;
