/**
 * Bounds the model and the HTTP layer share (the body limits themselves: http/limits.ts), and the JSON helpers
 * that apply the depth bound. A leaf: imports nothing of the simulator.
 */

/** Objects and arrays nested in one another, counting the outermost. */
export const MAX_JSON_DEPTH = 32;
/** The largest image visual search decodes (search/images.ts). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted by a scan that skips strings: no parsing,
 * no recursion, so a 10,000-deep body costs one pass. Stops counting once `stopAbove` is passed.
 */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth -= 1;
  }
  return deepest;
}

/**
 * A copy of stored JSON for an answer, made without recursion. Parts nested deeper than `maxDepth` (only data
 * stored before the depth limit existed could have them) become null, so one record can never break a listing.
 */
export function copyJson<T>(value: T, maxDepth = MAX_JSON_DEPTH): T {
  if (typeof value !== 'object' || value === null) return value;
  const root: unknown = Array.isArray(value) ? [] : {};
  const stack: Array<{ from: object; to: Record<string, unknown> | unknown[]; depth: number }> = [
    { from: value, to: root as Record<string, unknown>, depth: 1 },
  ];
  while (stack.length > 0) {
    const { from, to, depth } = stack.pop()!;
    for (const [key, item] of Object.entries(from)) {
      let out: unknown = item;
      if (typeof item === 'object' && item !== null) {
        if (depth >= maxDepth) out = null;
        else {
          const child: Record<string, unknown> | unknown[] = Array.isArray(item) ? [] : {};
          stack.push({ from: item as object, to: child, depth: depth + 1 });
          out = child;
        }
      }
      if (Array.isArray(to)) to[Number(key)] = out;
      else to[key] = out;
    }
  }
  return root as T;
}
