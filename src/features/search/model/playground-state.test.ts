import { searchFromState, sentValues, sideValues, stateFromSearch, withParameters } from './playground-state';

const parse = (query: string) => stateFromSearch(new URLSearchParams(query));

describe('playground state in the URL', () => {
  it('reads every parameter under its GET name and writes it back the same way, defaults left out', () => {
    const query =
      'index=products&tab=autocomplete&explain=1&method=POST&view=table&query=red+shoe&filters=brand+%3D+%22Nike%22&facets=brand&facets=color&limit=10&params=%7B%22a%22%3A1%7D';
    const state = parse(query);
    expect(state).toMatchObject({
      indexId: 'products',
      tab: 'autocomplete',
      explain: true,
      method: 'POST',
      view: 'table',
      compare: false,
    });
    expect(state.a).toEqual({
      query: 'red shoe',
      filters: 'brand = "Nike"',
      facets: ['brand', 'color'],
      limit: '10',
      params: '{"a":1}',
    });
    expect(parse(searchFromState(state).toString())).toEqual(state);
    expect(searchFromState(parse('query=x')).toString()).toBe('query=x');
  });

  it('names the profile (clientUUID) only when the person asked to record the search as theirs', () => {
    const uuid = '0b5c5d2e-1111-4222-8333-444455556666';
    const preview = parse(`clientUUID=${uuid}&personalize=compare&query=shoe`);
    expect(preview.record).toBe(false);
    expect(sentValues(preview, 'a')).toEqual({ query: 'shoe', personalize: 'true' });
    expect(sentValues(preview, 'b')).toEqual({ query: 'shoe', personalize: 'false' });
    const recorded = parse(`clientUUID=${uuid}&personalize=compare&query=shoe&record=1`);
    expect(sentValues(recorded, 'a')).toEqual({ query: 'shoe', clientUUID: uuid, personalize: 'true' });
    expect(searchFromState(recorded).get('record')).toBe('1');
  });

  it('falls back to defaults for what does not parse', () => {
    expect(parse('tab=nonsense&method=PUT&view=cards')).toMatchObject({ tab: 'query', method: 'GET', view: 'grid' });
  });

  it('"search as this customer" opens compare mode: personalised A beside the same search without personalisation', () => {
    const state = parse('clientUUID=0b5c5d2e-1111-4222-8333-444455556666&personalize=compare');
    expect(state.compare).toBe(true);
    expect(sideValues(state, 'a')).toEqual({ clientUUID: '0b5c5d2e-1111-4222-8333-444455556666', personalize: 'true' });
    expect(sideValues(state, 'b')).toEqual({
      clientUUID: '0b5c5d2e-1111-4222-8333-444455556666',
      personalize: 'false',
    });
    // And the link it becomes keeps that.
    expect(parse(searchFromState(state).toString())).toEqual(state);
  });

  it('keeps B as differences from A; an empty B value means "not sent in B"', () => {
    let state = parse('compare=1&query=shoe&sortBy=price');
    state = withParameters(state, 'b', { sortBy: '' });
    state = withParameters(state, 'b', { limit: '5' });
    expect(state.b).toEqual({ sortBy: '', limit: '5' });
    expect(sideValues(state, 'b')).toEqual({ query: 'shoe', limit: '5' });
    // Setting B back to A's value drops the difference.
    state = withParameters(state, 'b', { sortBy: 'price' });
    expect(state.b).toEqual({ limit: '5' });
    expect(parse(searchFromState(state).toString()).b).toEqual({ limit: '5' });
  });

  it('paging keeps the correlation id; any other change starts again at page 1 without it', () => {
    let state = parse('query=shoe');
    state = withParameters(state, 'a', { page: '2', correlationId: 'c-1' });
    expect(state.a).toEqual({ query: 'shoe', page: '2', correlationId: 'c-1' });
    state = withParameters(state, 'a', { filters: 'price < 10' });
    expect(state.a).toEqual({ query: 'shoe', filters: 'price < 10' });
  });
});
