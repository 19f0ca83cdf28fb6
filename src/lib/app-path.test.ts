import { session } from './api';
import { appPath, pathInWorkspace, workspaceOfPath } from './app-path';
import { signInForTest } from '../test/session';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('in-app paths carry the workspace', () => {
  afterEach(() => session.set(null));

  it('prefixes a page of the session’s workspace', () => {
    signInForTest({ authorities: [], workspace: { guid: A, id: 1, name: 'A' } });
    expect(appPath('/profiles/12')).toBe(`/w/${A}/profiles/12`);
    expect(appPath('/search?query=shoe&explain=1')).toBe(`/w/${A}/search?query=shoe&explain=1`);
    expect(appPath('/')).toBe(`/w/${A}`);
    expect(appPath('/?tab=x')).toBe(`/w/${A}?tab=x`);
  });

  it('builds a path in a workspace given by guid, moving a prefixed path into it', () => {
    expect(appPath('/documents', B)).toBe(`/w/${B}/documents`);
    expect(appPath(`/w/${A}/profiles/3/events?range=7d`, B)).toBe(`/w/${B}/profiles/3/events?range=7d`);
    expect(appPath(`/w/${A}`, B)).toBe(`/w/${B}`);
  });

  it('leaves the path unprefixed when there is no workspace (the router sends it to the chooser)', () => {
    expect(appPath('/profiles')).toBe('/profiles');
    expect(appPath('/profiles', null)).toBe('/profiles');
  });

  it('encodes the guid so an odd value cannot change the path', () => {
    expect(appPath('/profiles', 'a/b?c')).toBe('/w/a%2Fb%3Fc/profiles');
  });

  it('reads the workspace a path names, case-insensitively, and the part inside it', () => {
    expect(workspaceOfPath(`/w/${A.toUpperCase()}/profiles/1`)).toBe(A);
    expect(workspaceOfPath(`/w/${A}`)).toBe(A);
    expect(workspaceOfPath(`/w/${A}?x=1`)).toBe(A);
    expect(workspaceOfPath('/profiles/1')).toBeNull();
    expect(workspaceOfPath('/workspaces')).toBeNull();
    expect(workspaceOfPath('/w/')).toBeNull();
    expect(pathInWorkspace(`/w/${A}/profiles/1?x=1`)).toBe('/profiles/1?x=1');
    expect(pathInWorkspace(`/w/${A}`)).toBe('/');
    expect(pathInWorkspace('/documents')).toBe('/documents');
  });
});
