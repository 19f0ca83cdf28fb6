import { shownSentence, slotMatrix } from './slot-matrix';

const doc = { id: 'this', name: 'Spring banner', priority: 10 };
const summer = { id: 'summer', name: 'Summer banner', slug: 'home-hero', priority: 80 };
const autumn = { id: 'autumn', name: 'Autumn banner', slug: 'home-hero', priority: 40 };
const profile = (clientId: number) => ({ clientId, name: `P${clientId}`, record: null });
const answer = (clientId: number, included: boolean, outrankedBy: (typeof summer)[]) => ({
  profile: profile(clientId),
  preview: { audience: { included, reason: '' }, outrankedBy },
});

describe('the slot matrix', () => {
  it('has a column per competing document named by the service, highest priority first, this one last', () => {
    const matrix = slotMatrix(doc, [answer(1, true, [autumn]), answer(2, true, [summer, autumn])]);
    expect(matrix.columns.map((column) => column.name)).toEqual(['Summer banner', 'Autumn banner', 'Spring banner']);
  });

  it('marks in/out per cell and the winner of each row: the first rival, else this when in, else none', () => {
    const matrix = slotMatrix(doc, [
      answer(1, true, []),
      answer(2, true, [summer, autumn]),
      answer(3, false, [autumn]),
      answer(4, false, []),
    ]);
    expect(matrix.rows.map((row) => row.cells)).toEqual([
      [false, false, true],
      [true, true, true],
      [false, true, false],
      [false, false, false],
    ]);
    expect(matrix.rows.map((row) => row.winner)).toEqual([2, 0, 1, null]);
    expect(matrix.columns.map((column) => shownSentence(column, matrix.rows.length))).toEqual([
      'shown to 1 of 4',
      'shown to 1 of 4',
      'shown to 1 of 4',
    ]);
  });

  it('shows only this document when nothing competes', () => {
    const matrix = slotMatrix(doc, [answer(1, true, []), answer(2, false, [])]);
    expect(matrix.columns).toHaveLength(1);
    expect(matrix.columns[0]?.shown).toBe(1);
  });
});
