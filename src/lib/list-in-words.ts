/** "a", "a and b", "a, b and c": a list inside a sentence (the preview's and the explanation's verdicts). */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
