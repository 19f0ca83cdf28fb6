import { listInWords } from './list-in-words';

describe('listInWords', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c'], 'a, b and c'],
  ])('%j → %j', (items, words) => expect(listInWords(items)).toBe(words));
});
