import { matchRoutes, type RouteObject } from 'react-router';
import { pageModules } from './page-modules';
import { createRoutes } from './router';

/** Every address the router draws a page for, as it writes them: the leaves of its tree. */
function leafPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    if (route.children?.length) return leafPaths(route.children, path);
    return [path || '/'];
  });
}

/** The page component each lazily loaded route of a match draws (the shell's aside: it travels in every page's chunks). */
async function componentsDrawn(url: string) {
  const matches = matchRoutes(createRoutes(), url) ?? [];
  const components = [];
  for (const { route } of matches) {
    if (route.id === 'shell' || typeof route.lazy !== 'object' || !route.lazy.Component) continue;
    components.push(await route.lazy.Component());
  }
  return components;
}

describe('the page modules the preload script asks for', () => {
  const signedInPaths = leafPaths(createRoutes()).filter(
    (path) => path !== '/' && !path.endsWith('*') && path !== '/sign-in',
  );

  it('name every page of the router, and only those', () => {
    expect(Object.keys(pageModules).sort()).toEqual(signedInPaths.sort());
  });

  it.each(Object.entries(pageModules))('%s draws %j', async (pattern, modules) => {
    const url = pattern.replace(/:[a-z]+/g, '1200000001');
    const expected = [];
    for (const name of modules)
      expected.push(((await import(`./routes/${name}.tsx`)) as { Component: unknown }).Component);
    expect(await componentsDrawn(url)).toEqual(expected);
  });
});
