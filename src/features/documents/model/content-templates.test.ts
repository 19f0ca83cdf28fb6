import { createTestSimulator } from '../../../simulator/testing';
import { contentForTypeChange, contentTemplateOf, templateTypes } from './content-templates';
import { customerViewOf, customerViewTypes } from './customer-view';
import { parseContent } from './document-rules';
import { insertPaths } from '../../../lib/inserts';
import { resolveInserts } from './inserts';

const maria = { clientId: 1_000_001, firstName: 'Maria', lastName: 'Nowak', city: 'Gdańsk' };
const template = (type: string) => {
  const parsed = parseContent(contentTemplateOf(type) ?? '');
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('content templates', () => {
  it('every template is a JSON object the content operation takes, with an insert in the reference syntax', () => {
    for (const type of templateTypes) {
      const parsed = parseContent(contentTemplateOf(type)!);
      expect(parsed.ok, type).toBe(true);
      expect(insertPaths(template(type)), type).toContain('customer.firstName');
    }
  });

  it.each(Object.keys(customerViewTypes))(
    '%s: filled in for a profile, it is drawn as the customer sees it, every text field shown',
    (type) => {
      const { content, unresolved } = resolveInserts(template(type), {}, maria);
      expect(unresolved).toEqual([]);
      const view = customerViewOf(type, content);
      expect(view).not.toBeNull();
      expect(JSON.stringify(view)).toContain('Maria');
      const texts = Object.entries(template(type)).filter(([, value]) => typeof value === 'string' && value !== '');
      for (const [key] of texts) expect(view, `${type}.${key}`).toHaveProperty(key === 'cta' ? 'cta.label' : key);
    },
  );

  it("has the fields of the seeded documents of each type (the simulator's seed)", async () => {
    const { call, loginInto } = createTestSimulator();
    const token = await loginInto('ada@demo.test', 0);
    for (const type of templateTypes) {
      const answer = await call('GET', `/schema-service/v2/documents?schema=${type}&limit=20`, { token });
      expect(answer.status).toBe(200);
      // The listing leaves the content out: each document is read on its own.
      const documents = await Promise.all(
        (answer.body as { id: string }[]).map(({ id }) => call('GET', `/schema-service/v2/documents/${id}`, { token })),
      );
      const objects = documents
        .map((document) => (document.body as { content: unknown }).content)
        .filter((content) => typeof content === 'object' && content !== null);
      expect(objects.length, type).toBeGreaterThan(0);
      const seededKeys = new Set(objects.flatMap((content) => Object.keys(content as object)));
      expect(Object.keys(template(type)).sort(), type).toEqual([...seededKeys].sort());
    }
  });

  describe('contentForTypeChange: never over what the person wrote', () => {
    it('fills an empty content with the chosen type’s template', () => {
      expect(contentForTypeChange('', 'banner', '')).toBe(contentTemplateOf('banner'));
      expect(contentForTypeChange('', 'popup', '  \n')).toBe(contentTemplateOf('popup'));
    });

    it('replaces the previous type’s template while it is untouched', () => {
      expect(contentForTypeChange('banner', 'push-message', contentTemplateOf('banner')!)).toBe(
        contentTemplateOf('push-message'),
      );
    });

    it('leaves written content alone, an edited template included', () => {
      expect(contentForTypeChange('', 'banner', '{"greeting": "Hi"}')).toBeNull();
      const edited = contentTemplateOf('banner')!.replace('Shop now', 'Browse');
      expect(contentForTypeChange('banner', 'popup', edited)).toBeNull();
      expect(contentForTypeChange('banner', 'popup', '{')).toBeNull();
    });

    it('a type without a template: an empty content stays empty, an untouched template goes', () => {
      expect(contentForTypeChange('', 'price-tag', '')).toBeNull();
      expect(contentForTypeChange('banner', 'price-tag', contentTemplateOf('banner')!)).toBe('');
      expect(contentForTypeChange('banner', 'banner', contentTemplateOf('banner')!)).toBeNull();
    });
  });
});
