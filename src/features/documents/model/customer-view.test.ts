import { customerViewOf } from './customer-view';

describe('customerViewOf: the seeded types drawn as the customer sees them', () => {
  it.each([
    [
      'banner',
      {
        title: 'Hi Maria, summer is on',
        subtitle: 'Up to 30% off',
        imageUrl: 'https://cdn.example.com/banners/summer.jpg',
        cta: { label: 'Shop now', url: 'https://shop.example.com/summer' },
      },
      {
        kind: 'banner',
        title: 'Hi Maria, summer is on',
        subtitle: 'Up to 30% off',
        imageUrl: 'https://cdn.example.com/banners/summer.jpg',
        cta: { label: 'Shop now', url: 'https://shop.example.com/summer' },
      },
    ],
    [
      'push-message',
      { title: 'Summer', body: 'Maria, your picks are waiting' },
      { kind: 'push', title: 'Summer', body: 'Maria, your picks are waiting' },
    ],
    [
      'popup',
      { headline: 'Summer!', message: "Don't miss it", discountPercent: 15 },
      { kind: 'popup', headline: 'Summer!', message: "Don't miss it", discountPercent: 15 },
    ],
    [
      'email-block',
      { subject: 'Summer: for you', heading: 'Hi Maria', body: 'Starts this week.' },
      { kind: 'email', subject: 'Summer: for you', heading: 'Hi Maria', body: 'Starts this week.' },
    ],
    ['banner', { title: 'Only a title', cta: 'Go' }, { kind: 'banner', title: 'Only a title', cta: { label: 'Go' } }],
  ])('%s', (schema, content, view) => expect(customerViewOf(schema, content)).toEqual(view));

  it.each([
    ['another type', 'product-recommendation', { title: 'Picked for you' }],
    ['no type', null, { title: 'Hi' }],
    ['string content', 'banner', 'Hi Maria'],
    ['empty content', 'banner', {}],
    ['none of the fields of its type', 'banner', { greeting: 'Hi Maria' }],
    ['an image alone', 'banner', { imageUrl: 'https://cdn.example.com/a.jpg' }],
    ['fields that are not text', 'push-message', { title: { nested: true }, body: ['a'] }],
  ])('shows the JSON for %s', (_, schema, content) => expect(customerViewOf(schema, content)).toBeNull());
});
