/*
 * How the service makes documents compete (docs/features/documents.md): by placement, then in its pick order. Apart
 * from the preview's verdict, so that the placements page draws without the verdict's model and the inserts.
 */

/** The slug's placement: its first word (`home` of `home-spring-sale`), as the service groups competitors. */
export const placementOf = (slug: string | null) => (slug ? (slug.split('-')[0] ?? null) : null);

/** The order in which the service picks competing documents: highest priority first, then by name. */
export const byServicePick = (a: { priority: number; name: string }, b: { priority: number; name: string }) =>
  b.priority - a.priority || a.name.localeCompare(b.name);
