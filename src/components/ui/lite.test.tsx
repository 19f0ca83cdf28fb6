// @vitest-environment jsdom
import * as Mantine from '@mantine/core';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Link, NavLink } from '../router-link';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../theme';
import * as Lite from './lite';

/**
 * Each lite component, with the props the pages pass it, renders what Mantine's component renders: the same
 * elements, attributes, classes and inline styles (compared as sets, since their order means nothing).
 */

type Name =
  | 'Stack'
  | 'Group'
  | 'Text'
  | 'Title'
  | 'Paper'
  | 'Anchor'
  | 'Code'
  | 'UnstyledButton'
  | 'Loader'
  | 'Button'
  | 'Alert'
  | 'Box';

function markup(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }]);
  const html = renderToStaticMarkup(
    <Mantine.MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <RouterProvider router={router} />
    </Mantine.MantineProvider>,
  );
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('style').forEach((style) => style.remove());
  return describeNode(body);
}

interface NodeShape {
  tag: string;
  attributes: Record<string, string>;
  children: (NodeShape | string)[];
}

function describeNode(node: Element): NodeShape {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(node.attributes)) {
    if (name === 'class' && !value.trim()) continue;
    if (name === 'class') attributes[name] = value.split(/\s+/).filter(Boolean).sort().join(' ');
    else if (name === 'style')
      attributes[name] = value
        .split(';')
        .map((declaration) => declaration.trim().replace(/\s*:\s*/, ':'))
        .filter(Boolean)
        .sort()
        .join('; ');
    else attributes[name] = value;
  }
  return {
    tag: node.tagName.toLowerCase(),
    attributes,
    children: Array.from(node.childNodes).flatMap((child): (NodeShape | string)[] => {
      if (child.nodeType === child.ELEMENT_NODE) return [describeNode(child as Element)];
      const text = child.textContent?.trim();
      return text ? [text] : [];
    }),
  };
}

/** Renders `name` from both libraries with `props` and `children`. */
function both(name: Name, props: Record<string, unknown>, children?: ReactElement | string) {
  const args = children === undefined ? [] : [children];
  const lite = Lite[`Lite${name}`] as ComponentType<Record<string, unknown>>;
  const mantine = Mantine[name] as unknown as ComponentType<Record<string, unknown>>;
  return {
    lite: markup(createElement(lite, props, ...args)),
    mantine: markup(createElement(mantine, props, ...args)),
  };
}

const icon = <svg aria-hidden width={16} height={16} />;

const cases: [Name, Record<string, unknown>, (ReactElement | string)?][] = [
  ['Stack', {}, 'x'],
  ['Stack', { gap: 'xs', mt: 'md', align: 'flex-start' }, 'x'],
  ['Stack', { gap: 4, justify: 'center', p: 'lg', role: 'region', 'aria-label': 'Area' }, 'x'],
  ['Group', {}, 'x'],
  ['Group', { gap: 'xs', justify: 'space-between', wrap: 'nowrap', align: 'flex-start', mb: 'sm' }, 'x'],
  ['Group', { grow: true, gap: 'sm' }, <span key="a">a</span>],
  ['Text', {}, 'Words'],
  ['Text', { size: 'sm', c: 'dimmed' }, 'Words'],
  ['Text', { size: 'xs', c: 'red', fw: 500, span: true }, 'Words'],
  ['Text', { size: 'lg', fw: 700, tt: 'uppercase', ta: 'center', ff: 'monospace', c: 'var(--x)' }, 'Words'],
  ['Text', { component: 'div', truncate: true, lineClamp: 2, miw: 0, maw: 320, id: 't' }, 'Words'],
  ['Text', { size: 'sm', inherit: true, c: 'teal.7', fz: 28, lh: 'xs' }, 'Words'],
  ['Title', {}, 'Heading'],
  ['Title', { order: 2 }, 'Heading'],
  ['Title', { order: 3, size: 'h4', mb: 'xs' }, 'Heading'],
  ['Title', { order: 4, size: 'sm', lineClamp: 1 }, 'Heading'],
  ['Title', { order: 2, size: 22 }, 'Heading'],
  ['Paper', {}, 'x'],
  ['Paper', { withBorder: true, p: 'md', radius: 'md' }, 'x'],
  ['Paper', { withBorder: true, p: 0, radius: 'sm', component: 'section', shadow: 'xs', className: 'extra' }, 'x'],
  ['Anchor', { href: '/x' }, 'Link'],
  ['Anchor', { component: Link, to: '/documents', size: 'sm' }, 'Link'],
  ['Anchor', { component: Link, to: '/p', size: 'sm', ff: 'monospace', miw: 0 }, 'Link'],
  ['Anchor', { component: Link, to: '/p', fz: 28, fw: 700, underline: 'hover', c: 'var(--mantine-color-text)' }, 'L'],
  ['Code', {}, 'code'],
  ['Code', { block: true, style: { whiteSpace: 'pre-wrap' }, 'data-testid': 'c' }, 'code'],
  ['Code', { block: true, fz: 'xs', 'aria-hidden': true }, 'code'],
  ['UnstyledButton', { onClick: () => undefined }, 'Press'],
  ['UnstyledButton', { component: NavLink, to: '/a', end: true, className: 'link' }, 'Section'],
  ['Loader', { size: 'xs', 'aria-hidden': true }],
  ['Loader', { size: 14 }],
  ['Box', { w: 10, h: 10, style: { borderRadius: 2, background: 'red' }, 'aria-hidden': true }],
  ['Box', { maw: '100%', style: { overflowX: 'auto' } }, 'x'],
  ['Button', {}, 'Save'],
  ['Button', { type: 'submit' }, 'Save'],
  ['Button', { variant: 'default', leftSection: icon }, 'Open'],
  ['Text', { size: 'xs', c: 'dimmed', visibleFrom: 'sm' }, 'Wide screens'],
  ['Group', { component: 'ul', gap: 0, wrap: 'nowrap', style: { listStyle: 'none' } }, <li key="a">a</li>],
  ['Button', { variant: 'default', size: 'xs', rightSection: icon, disabled: true, 'aria-expanded': false }, 'More'],
  ['Button', { variant: 'subtle', size: 'compact-sm' }, 'Clear'],
  ['Button', { variant: 'light', color: 'red', size: 'xs', leftSection: icon }, 'Retry'],
  ['Button', { variant: 'light', size: 'compact-xs', 'aria-label': 'Try again' }, 'Retry'],
  ['Button', { variant: 'default', loading: true, leftSection: icon, mb: 22 }, 'Find'],
  ['Button', { loading: false, disabled: true }, 'Find'],
  ['Button', { variant: 'default', 'data-disabled': true, 'aria-disabled': true }, 'Delete'],
  ['Button', { component: Link, to: '/search', variant: 'default', leftSection: icon }, 'Search'],
  ['Button', { variant: 'outline', fullWidth: true, radius: 'xl', style: { flexShrink: 0 } }, 'Wide'],
  ['Button', { variant: 'subtle', size: 'compact-sm', fullWidth: true, justify: 'space-between', title: 'All' }, 'All'],
  [
    'Button',
    { variant: 'subtle', maw: '100%', styles: { label: { overflow: 'hidden', textOverflow: 'ellipsis' } } },
    'Use',
  ],
  ['Alert', { id: 'a' }, 'Body'],
  ['Alert', { id: 'a', color: 'red', title: 'Failed', icon, role: 'alert' }, 'Body'],
  ['Alert', { id: 'a', color: 'teal', role: 'status' }, 'Body'],
  ['Alert', { id: 'a', color: 'blue', variant: 'light', role: 'status', title: 'Just imported' }, 'Body'],
  ['Alert', { id: 'a', color: 'gray', title: 'Read only' }],
];

describe('the kit’s lite components', () => {
  it.each(cases)('%s %o renders what Mantine renders', (name, props, children) => {
    const { lite, mantine } = both(name, props, children);
    expect(lite).toEqual(mantine);
  });

  it('notices a difference (the comparison can fail)', () => {
    const lite = markup(<Lite.LiteText size="sm">Words</Lite.LiteText>);
    const mantine = markup(<Mantine.Text size="xs">Words</Mantine.Text>);
    expect(lite).not.toEqual(mantine);
  });

  it('gives an alert without an id one of its own that links its title', () => {
    const html = renderToStaticMarkup(<Lite.LiteAlert title="Heads up">Body</Lite.LiteAlert>);
    const root = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
    expect(root.id).toMatch(/^mantine-/);
    expect(root.getAttribute('aria-labelledby')).toBe(`${root.id}-title`);
    expect(root.querySelector(`#${CSS.escape(root.id)}-title`)?.textContent).toBe('Heads up');
  });
});
