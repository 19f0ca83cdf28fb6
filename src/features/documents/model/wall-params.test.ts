import { defaultWallParams, searchFromWallParams, wallParamsFromSearch, wallSizeSchema } from './wall-params';

const parse = (query: string) => wallParamsFromSearch(new URLSearchParams(query));

describe('wall parameters in the URL', () => {
  it('leaves every default out, so the plain wall has a bare URL', () => {
    expect(parse('')).toEqual(defaultWallParams);
    expect(searchFromWallParams(defaultWallParams).toString()).toBe('');
  });

  it('round-trips each sample kind with only the choices it uses', () => {
    const cases = [
      'seed=42&size=96&layout=rendering',
      'seed=7&size=12',
      'sample=filtered&size=48&anonymous=no&city=Gda%C5%84sk',
      'sample=balanced&seed=9&size=48',
      'sample=balanced',
      'sample=personas&persona=loyal-gdansk',
      'sample=personas',
    ];
    for (const query of cases) expect(searchFromWallParams(parse(query)).toString()).toBe(query);
  });

  it('drops the choices another sample kind would use', () => {
    expect(searchFromWallParams(parse('sample=filtered&seed=9&size=48&city=Oslo')).toString()).toBe(
      'sample=filtered&size=48&city=Oslo',
    );
    expect(searchFromWallParams(parse('seed=3&city=Oslo')).toString()).toBe('seed=3');
    expect(searchFromWallParams(parse('sample=balanced&seed=1&city=Oslo')).toString()).toBe('sample=balanced');
    expect(searchFromWallParams(parse('sample=personas&persona=a-b&seed=4&size=12')).toString()).toBe(
      'sample=personas&persona=a-b',
    );
    expect(searchFromWallParams(parse('seed=4&persona=a-b')).toString()).toBe('seed=4');
    expect(parse('sample=personas&persona=Not%20an%20id').persona).toBeNull();
  });

  it('falls back to the default for what does not parse, a size outside 1–200 included', () => {
    expect(parse('sample=all&seed=-1&size=201&layout=grid')).toEqual(defaultWallParams);
    expect(parse('size=0').size).toBe(defaultWallParams.size);
    expect(parse('size=1.5').size).toBe(defaultWallParams.size);
    expect(parse('size=200').size).toBe(200);
    expect(parse('size=37').size).toBe(37);
  });

  it('refuses a size outside 1–200 at the field with a message', () => {
    expect(wallSizeSchema.safeParse(0).error?.issues[0]?.message).toBe('At least 1 profile');
    expect(wallSizeSchema.safeParse(201).error?.issues[0]?.message).toBe('At most 200 profiles');
    expect(wallSizeSchema.safeParse(2.5).error?.issues[0]?.message).toBe('Enter a whole number');
    expect(wallSizeSchema.safeParse(96).success).toBe(true);
  });
});
