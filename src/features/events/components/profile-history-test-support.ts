import type { TestService } from '../../../test/render-route';

// What the timeline's and the purchases' route tests share.

/** A profile with purchases, found through the service itself (as Ada in Northwind). */
export async function aBuyer(service: TestService): Promise<number> {
  const token = await service.loginInto('ada@demo.test', 0);
  const charges = await service.call('GET', '/v4/events/all?action=transaction.charge&limit=1', { token });
  return charges.body[0].client.id as number;
}
