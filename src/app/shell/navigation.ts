import {
  IconActivity,
  IconChartBar,
  IconFileText,
  IconLayoutDashboard,
  IconListSearch,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/**
 * The sections of the dashboard. The navbar and the command palette list these and nothing else; a section
 * whose `permission` the person lacks is not listed. Later sections add themselves here.
 */
export interface Section {
  path: string;
  label: string;
  description: string;
  icon: Icon;
  permission?: string;
  /** Extra words the command palette matches. */
  keywords?: string[];
}

export const sections: Section[] = [
  {
    path: '/',
    label: 'Overview',
    description: 'The current workspace and your access in it',
    icon: IconLayoutDashboard,
    keywords: ['home', 'workspace', 'permissions'],
  },
  {
    path: '/profiles',
    label: 'Profiles',
    description: 'Find, read, edit, import and export customer profiles',
    icon: IconUsers,
    permission: 'ROLE_CLIENT_SHOW',
    keywords: ['customers', 'clients', 'people', 'import', 'export'],
  },
  {
    path: '/events',
    label: 'Events',
    description: 'Explore the events of every profile in the workspace',
    icon: IconActivity,
    permission: 'CLIENT_ACTIVITIES_READ',
    keywords: ['activity', 'timeline', 'actions', 'explorer'],
  },
  {
    path: '/documents',
    label: 'Documents',
    description: 'Write, target, prioritise and preview personalised content',
    icon: IconFileText,
    permission: 'ASSETS_DOCS_READ',
    keywords: ['content', 'personalisation', 'banners', 'slug', 'audience', 'preview'],
  },
  {
    path: '/search',
    label: 'Search',
    description: 'Search playground: full-text, autocomplete and visual item search, with explanations',
    icon: IconListSearch,
    permission: 'ITEMS_SEARCH_READ',
    keywords: ['items', 'products', 'catalogue', 'facets', 'explain', 'visual', 'autocomplete', 'playground'],
  },
  {
    path: '/relevance',
    label: 'Relevance',
    description: 'Relevance suites: judged queries, metrics per parameter set, regressions before customers see them',
    icon: IconChartBar,
    permission: 'ITEMS_SEARCH_READ',
    keywords: ['judgments', 'ndcg', 'metrics', 'regression', 'suite', 'quality', 'evaluation'],
  },
];

/** Whether a person holding `authorities` may open `section` (one without a permission is open to all). */
const permitted = (authorities: readonly string[]) => (section: Section) =>
  !section.permission || authorities.includes(section.permission);

export function visibleSections(authorities: readonly string[]): Section[] {
  return sections.filter(permitted(authorities));
}

/** Pages inside a section that the command palette offers too (the navbar lists the sections alone). */
const sectionPages: Section[] = [
  {
    path: '/documents/placements',
    label: 'Placements',
    description: 'For each placement, which document wins and for whom',
    icon: IconFileText,
    permission: 'ASSETS_DOCS_READ',
    keywords: ['documents', 'priority', 'competing', 'winner', 'slot', 'who sees what'],
  },
];

/** What the command palette's "Go to" offers: the sections, then the pages inside them. */
export function paletteDestinations(authorities: readonly string[]): Section[] {
  return [...sections, ...sectionPages].filter(permitted(authorities));
}
