import { trecTopics } from './trec-topics';

describe('TREC topics', () => {
  it('writes one id<TAB>text line per query, numbered from 1', () => {
    expect(trecTopics(['red shoes', 'a\tb\r\nc'])).toBe('1\tred shoes\n2\ta b c\n');
    expect(trecTopics([])).toBe('');
  });
});
