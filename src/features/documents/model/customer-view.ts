import type { DocumentContent } from '../api/schemas';

/*
 * The generated content as the customer would see it, for the seeded document types whose content has a known
 * shape (src/simulator/documents/seed.ts contentFor): a banner, a push message, a popup, an email block. Only
 * text and numbers are read; URLs stay strings here and are checked where they are drawn (src/lib/safe-url.ts).
 * Content of another type, or that has none of its type's fields, has no customer view: the JSON is shown.
 */

export type CustomerView =
  | {
      kind: 'banner';
      title?: string;
      subtitle?: string;
      imageUrl?: string;
      cta?: { label: string; url?: string };
    }
  | { kind: 'push'; title?: string; body?: string }
  | { kind: 'popup'; headline?: string; message?: string; discountPercent?: number }
  | { kind: 'email'; subject?: string; heading?: string; body?: string };

/** The document types drawn as the customer would see them, and their names in the preview. */
export const customerViewTypes: Readonly<Record<string, CustomerView['kind']>> = {
  banner: 'banner',
  'push-message': 'push',
  popup: 'popup',
  'email-block': 'email',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** Leaves out the fields that have no value, so a view with none of them is told apart. */
const defined = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** How the customer would see `content` of type `schema`, or null when it is not drawn (the JSON is shown). */
export function customerViewOf(schema: string | null | undefined, content: DocumentContent): CustomerView | null {
  const kind = schema ? customerViewTypes[schema] : undefined;
  if (!kind || !isRecord(content)) return null;
  let view: CustomerView;
  let fields: object;
  switch (kind) {
    case 'banner': {
      const cta = isRecord(content.cta) ? text(content.cta.label) : text(content.cta);
      fields = defined({
        title: text(content.title),
        subtitle: text(content.subtitle),
        imageUrl: text(content.imageUrl),
        cta:
          cta === undefined
            ? undefined
            : defined({ label: cta, url: isRecord(content.cta) ? text(content.cta.url) : undefined }),
      });
      view = { kind, ...fields };
      break;
    }
    case 'push':
      fields = defined({ title: text(content.title), body: text(content.body) });
      view = { kind, ...fields };
      break;
    case 'popup': {
      const discount = Number(content.discountPercent);
      fields = defined({
        headline: text(content.headline),
        message: text(content.message),
        discountPercent:
          content.discountPercent !== undefined && content.discountPercent !== '' && Number.isFinite(discount)
            ? discount
            : undefined,
      });
      view = { kind, ...fields };
      break;
    }
    case 'email':
      fields = defined({ subject: text(content.subject), heading: text(content.heading), body: text(content.body) });
      view = { kind, ...fields };
      break;
  }
  // An image alone or a discount alone is no rendering a person would recognise: show the JSON then.
  const words = Object.keys(fields).filter((field) => field !== 'imageUrl' && field !== 'discountPercent');
  return words.length > 0 ? view : null;
}
