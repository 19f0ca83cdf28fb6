import { LiteGroup, LiteText } from '../../../components/ui/lite';
import { Tree, getTreeExpandedState, useTree } from '../../../components/ui/mantine';
import { type TreeNodeData } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFolder, IconFolders } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { directoriesQuery } from '../api/catalog';
import { directoryTree, type DirectoryNode } from '../model/directory-options';

const allValue = '__all';

function toTreeData(nodes: DirectoryNode[]): TreeNodeData[] {
  return nodes.map((node) => ({
    value: node.id,
    label: node.name,
    children: node.children.length ? toTreeData(node.children) : undefined,
  }));
}

export interface DirectoryTreeProps {
  workspaceGuid: string;
  selected: string;
  onSelect(directoryId: string): void;
}

/**
 * The directories beside the listing: choosing one filters the list (documents directly in it). It reads the
 * directories itself, so their arrival re-renders the tree, not the whole list page.
 */
export function DirectoryTree({ workspaceGuid, selected, onSelect }: DirectoryTreeProps) {
  const query = useQuery(directoriesQuery(workspaceGuid));
  const directories = query.data;
  const error = query.error;
  const onRetry = () => void query.refetch();
  const data = useMemo<TreeNodeData[]>(
    () => [
      {
        value: allValue,
        label: 'All directories',
        children: directories ? toTreeData(directoryTree(directories)) : undefined,
      },
    ],
    [directories],
  );
  const counts = useMemo(
    () => new Map((directories ?? []).map((directory) => [directory.id, directory.documentCount])),
    [directories],
  );
  const tree = useTree({
    initialExpandedState: getTreeExpandedState(data, '*'),
    selectedState: [selected || allValue],
  });

  if (error) return <ErrorState error={error} title="Directories could not be loaded" onRetry={onRetry} />;
  if (!directories) return <Skeleton height={180} role="status" aria-label="Loading directories" />;

  const choose = (value: string) => onSelect(value === allValue ? '' : value);

  return (
    <nav aria-label="Directories">
      <Tree
        data={data}
        tree={tree}
        expandOnClick={false}
        aria-label="Directories"
        onKeyDown={(event) => {
          const item = (event.target as HTMLElement).closest<HTMLElement>('[role=treeitem]');
          if (event.key === 'Enter' && item?.dataset.value) {
            event.preventDefault();
            choose(item.dataset.value);
          }
        }}
        renderNode={({ node, expanded, hasChildren, elementProps, level }) => (
          <LiteGroup
            gap={6}
            wrap="nowrap"
            {...elementProps}
            onClick={(event) => {
              elementProps.onClick(event);
              choose(node.value);
            }}
            py={4}
            style={{ ...elementProps.style, cursor: 'pointer', borderRadius: 4 }}
          >
            {hasChildren ? (
              <span
                onClick={(event) => {
                  event.stopPropagation();
                  tree.toggleExpanded(node.value);
                }}
                style={{ display: 'inline-flex' }}
              >
                {expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
              </span>
            ) : (
              <span style={{ width: 14 }} />
            )}
            {level === 1 ? <IconFolders size={16} aria-hidden /> : <IconFolder size={16} aria-hidden />}
            <LiteText size="sm" fw={node.value === (selected || allValue) ? 700 : 400} truncate>
              {node.label}
            </LiteText>
            {counts.get(node.value) !== undefined && (
              <LiteText size="xs" c="dimmed" ml="auto">
                {counts.get(node.value)}
              </LiteText>
            )}
          </LiteGroup>
        )}
      />
    </nav>
  );
}
