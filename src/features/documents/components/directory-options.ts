import type { Directory } from '../api/schemas';

export interface DirectoryNode extends Directory {
  depth: number;
  children: DirectoryNode[];
}

/** The directories as a tree (parents before children, siblings by name). */
export function directoryTree(directories: readonly Directory[]): DirectoryNode[] {
  const byId = new Map(
    directories.map((directory) => [directory.id, { ...directory, depth: 0, children: [] as DirectoryNode[] }]),
  );
  const roots: DirectoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const order = (nodes: DirectoryNode[], depth: number) => {
    nodes.sort((a, b) => a.name.localeCompare(b.name));
    for (const node of nodes) {
      node.depth = depth;
      order(node.children, depth + 1);
    }
  };
  order(roots, 0);
  return roots;
}

/** Select options for directories, indented by depth so the tree stays readable in a flat list. */
export function directoryOptions(directories: readonly Directory[]): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: DirectoryNode[]) => {
    for (const node of nodes) {
      options.push({
        value: node.id,
        label: `${'\u00a0\u00a0'.repeat(node.depth)}${node.depth ? '└ ' : ''}${node.name}`,
      });
      walk(node.children);
    }
  };
  walk(directoryTree(directories));
  return options;
}
