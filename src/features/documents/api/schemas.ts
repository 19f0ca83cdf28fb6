import * as z from 'zod/mini';

/*
 * What the documents service answers (src/simulator/documents/present.ts writes the same shapes; the service's
 * reference leaves the inner shape of author, directory, group and audience out, so those are read leniently).
 */

export const audienceTypes = ['ALL', 'SEGMENT', 'QUERY'] as const;
export type AudienceType = (typeof audienceTypes)[number];

const named = z.object({ id: z.string(), name: z.string() });

export const audienceSchema = z.object({
  targetType: z.string(),
  segments: z.optional(z.nullable(z.array(z.string()))),
  query: z.optional(z.nullable(z.string())),
});

const documentFields = {
  id: z.string(),
  name: z.string(),
  priority: z.number(),
  slug: z.nullable(z.string()),
  schema: z.nullable(z.string()),
  groupId: z.optional(z.nullable(z.string())),
  group: z.optional(z.nullable(named)),
  directoryId: z.string(),
  directory: z.optional(z.nullable(named)),
  audience: z.optional(z.nullable(audienceSchema)),
  scheduled: z.optional(z.nullable(z.boolean())),
  status: z.string(),
  author: z.optional(z.nullable(z.object({ id: z.optional(z.number()), name: z.optional(z.nullable(z.string())) }))),
  authorId: z.optional(z.nullable(z.number())),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.optional(z.nullable(z.string())),
};

/** One document as the listing answers it (no content). */
export const documentSummarySchema = z.object(documentFields);
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export const documentListSchema = z.array(documentSummarySchema);

/** Content is an object (or, for older documents, a string); inserts live in its string values. */
export const documentContentSchema = z.union([z.record(z.string(), z.unknown()), z.string()]);
export type DocumentContent = z.infer<typeof documentContentSchema>;

export const documentSchema = z.object({ ...documentFields, content: documentContentSchema });
export type Document = z.infer<typeof documentSchema>;

/** Answer of the update operations (audience, content, name, priority). */
export const updateAnswerSchema = z.object({ status: z.string(), body: documentSchema });

export const initializedSchema = z.object({
  docId: z.string(),
  name: z.string(),
  status: z.string(),
  directoryId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const directorySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.nullable(z.string()),
  documentCount: z.optional(z.number()),
});
export type Directory = z.infer<typeof directorySchema>;

export const groupSchema = z.object({ id: z.string(), name: z.string(), documentCount: z.optional(z.number()) });

export const documentTypeSchema = z.object({ name: z.string(), description: z.optional(z.nullable(z.string())) });

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  rule: z.optional(z.nullable(z.string())),
  size: z.optional(z.nullable(z.number())),
});

export const generatedSchema = z.object({
  uuid: z.string(),
  slug: z.nullable(z.string()),
  schema: z.optional(z.nullable(z.string())),
  content: documentContentSchema,
});

export const previewSchema = z.object({
  ...generatedSchema.shape,
  audience: z.object({ included: z.boolean(), reason: z.string() }),
  outrankedBy: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.nullable(z.string()), priority: z.number() }),
  ),
});
export type Preview = z.infer<typeof previewSchema>;
