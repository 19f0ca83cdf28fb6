import { parseProfileIds, personaFile, personaIdOf, readPersonaFile, withProfiles } from './personas';

const persona = { id: 'loyal', name: 'Loyal', clientIds: [1, 2, 3] };

describe('personas', () => {
  it('takes its URL id from its name', () => {
    expect(personaIdOf('Loyal Gdańsk customers!')).toBe('loyal-gdansk-customers');
    expect(personaIdOf('  ***  ')).toBe('persona');
  });

  it('round-trips through its JSON file', () => {
    const read = readPersonaFile(personaFile([persona, { id: 'b', name: 'B two', clientIds: [9] }]));
    expect(read).toEqual({
      ok: true,
      personas: [persona, { id: 'b-two', name: 'B two', clientIds: [9] }],
    });
  });

  it('refuses an unknown version, over 50 profiles and bad ids, with the reason', () => {
    const file = (personas: unknown, version: unknown = 1) => JSON.stringify({ version, personas });
    expect(readPersonaFile(file([{ name: 'A', profiles: [1] }], 2))).toEqual({
      ok: false,
      message: 'Unknown version 2: this dashboard reads version 1',
    });
    expect(readPersonaFile('{"personas": []}')).toMatchObject({
      message: 'Unknown version null: this dashboard reads version 1',
    });
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(readPersonaFile(file([{ name: 'Many', profiles: many }]))).toEqual({
      ok: false,
      message: 'Persona "Many" has 51 profiles: at most 50',
    });
    expect(readPersonaFile(file([{ name: 'Bad', profiles: [1, 'x'] }]))).toEqual({
      ok: false,
      message: 'Persona "Bad": profile ids are whole numbers above 0, "x" is not',
    });
    expect(readPersonaFile(file([{ name: 'Bad', profiles: [0] }]))).toMatchObject({ ok: false });
    expect(readPersonaFile(file([{ name: '  ', profiles: [1] }]))).toEqual({
      ok: false,
      message: 'Persona 1: Give the persona a name',
    });
    expect(readPersonaFile('not json')).toMatchObject({ ok: false, message: /^This is not JSON/ });
  });

  it('adds typed profile ids up to 50, refusing what does not fit or is not an id', () => {
    expect(parseProfileIds('4, 5 5;6')).toEqual({ ok: true, ids: [4, 5, 6] });
    expect(parseProfileIds('4, abc')).toEqual({
      ok: false,
      message: 'Profile ids are whole numbers above 0: "abc" is not',
    });
    expect(parseProfileIds(' ')).toMatchObject({ ok: false });
    expect(withProfiles(persona, [3, 4])).toEqual({ ok: true, persona: { ...persona, clientIds: [1, 2, 3, 4] } });
    const full = { ...persona, clientIds: Array.from({ length: 50 }, (_, i) => i + 1) };
    expect(withProfiles(full, [51])).toEqual({
      ok: false,
      message: 'A persona holds at most 50 profiles: this would make 51',
    });
  });
});
