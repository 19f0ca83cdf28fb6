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

/**
 * What the activity count reads of an event: its time and action, and what tells two events apart at a page
 * boundary (src/features/events/model/timeline-pages.ts). Its pages are parsed with this rather than the whole
 * event: on a phone the full parse of 20,000 events held the page's main thread for seconds.
 */
const countedEventSchema = z.object({
  uuid: z.optional(z.nullable(z.string())),
  time: z.string(),
  action: z.string(),
  client: z.optional(z.nullable(z.object({ id: z.optional(z.nullable(z.number())) }))),
  params: z.optional(
    z.nullable(
      z.object({
        eventCreateTime: z.optional(z.unknown()),
        orderId: z.optional(z.unknown()),
        sku: z.optional(z.unknown()),
      }),
    ),
  ),
});

export type CountedEvent = z.infer<typeof countedEventSchema>;

export const countedEventListSchema = z.array(countedEventSchema);
