/**
 * Bounds of the simulator's `POST /__simulator/config`, shared by the control API that enforces them
 * (src/simulator/control/handlers.ts) and the panel that keeps its fields within them.
 */

/** Upper bound of `latencyMs`, so a typo cannot hang every request. */
export const MAX_LATENCY_MS = 60_000;
/**
 * Upper bound of `tokenTtlSeconds` (7 days): far above any test's need, and far below the point where `exp`
 * stops being a date the token library accepts (1e20 made every new token one the simulator refused).
 */
export const MAX_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
