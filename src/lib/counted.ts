/** "1 profile", "12,408 profiles": a count and its noun, the plural given where it is not the noun with an s. */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
