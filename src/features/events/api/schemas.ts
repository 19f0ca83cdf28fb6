import * as z from 'zod/mini';

/** The profile identifiers an event listing item carries, the vendor's `{id, uuid, email, customId}` (masked for users without the PII role). */
export const eventClientSchema = z.object({
  id: z.optional(z.nullable(z.number())),
  uuid: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  customId: z.optional(z.nullable(z.string())),
});

/** An event listing item (reference: "Event"; the vendor's items add `uuid`). */
export const serviceEventSchema = z.object({
  uuid: z.optional(z.nullable(z.string())),
  time: z.string(),
  action: z.string(),
  label: z.optional(z.nullable(z.string())),
  client: z.optional(z.nullable(eventClientSchema)),
  params: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

export type ServiceEvent = z.infer<typeof serviceEventSchema>;

export const eventListSchema = z.array(serviceEventSchema);
