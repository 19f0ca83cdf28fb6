import { isBlankContent } from './document-rules';

/*
 * Starter content per document type, for a person who chooses a type while the content is still empty. Neither the
 * service reference nor the vendor's shapes describe a type's content, so each template has the fields the seeded
 * documents of its type have (src/simulator/documents/seed.ts contentFor), which are also the fields the preview
 * draws as the customer sees them (customer-view.ts), with one insert in the reference's syntax. Types the service
 * lists beyond these have no template: their content starts empty.
 */
const templates: Readonly<Record<string, Record<string, unknown>>> = {
  banner: {
    title: 'Hi {{ customer.firstName }}, something new is here',
    subtitle: 'Fresh picks, chosen for you',
    imageUrl: '',
    cta: { label: 'Shop now', url: 'https://www.example.com/' },
  },
  'push-message': {
    title: 'Your picks are waiting',
    body: '{{ customer.firstName }}, see what is new for you',
  },
  popup: {
    headline: 'Before you go',
    message: 'Hi {{ customer.firstName }}, here is 10% off your next order',
    discountPercent: 10,
  },
  'email-block': {
    subject: 'Something for you, {{ customer.firstName }}',
    heading: 'Hi {{ customer.firstName }}',
    body: 'Here is what is new this week.',
  },
  'product-recommendation': {
    title: 'Picked for you, {{ customer.firstName }}',
    strategy: 'similar',
    items: 6,
    category: 'shoes',
  },
  'landing-hero': {
    headline: 'Welcome, {{ customer.firstName }}',
    lead: 'Everything you need, in one place.',
  },
};

/** The types that have a starter template. */
export const templateTypes = Object.keys(templates);

/** The starter content of `type` as the editor shows it (formatted JSON), or null when the type has none. */
export function contentTemplateOf(type: string): string | null {
  const template = templates[type];
  return template ? JSON.stringify(template, null, 2) : null;
}

/**
 * The content after the person chose `nextType` in place of `previousType`: the new type's template when the content
 * is empty or is still the previous type's template, untouched; null to leave the content as it is (the person has
 * written something, or the new type has no template and the content is empty).
 */
export function contentForTypeChange(previousType: string, nextType: string, content: string): string | null {
  const untouched = isBlankContent(content) || (previousType !== '' && content === contentTemplateOf(previousType));
  if (!untouched) return null;
  const next = contentTemplateOf(nextType);
  if (next !== null) return next === content ? null : next;
  // A type without a template: an untouched template of the previous type does not belong to it.
  return isBlankContent(content) ? null : '';
}
