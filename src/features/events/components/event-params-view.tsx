import { LiteGroup, LiteStack } from '../../../components/ui/lite';
import { CopyButton } from '../../../components/copy-button';
import classes from './event-params-view.module.css';

/** An event's params as formatted JSON (text only: never interpreted as markup), with a copy button. */
export function EventParamsView({
  params,
  title = 'Params',
}: {
  params: Record<string, unknown> | null | undefined;
  title?: string;
}) {
  const json = JSON.stringify(params ?? {}, null, 2);
  return (
    <LiteStack gap={4}>
      <LiteGroup justify="space-between" gap="xs">
        <span className={classes.title}>{title}</span>
        <CopyButton value={json} label={`${title.toLowerCase()} as JSON`} size="sm" />
      </LiteGroup>
      {/* Focusable: the block scrolls, and a keyboard must reach it. */}
      <pre className={classes.code} tabIndex={0} aria-label={`${title} JSON`}>
        {json}
      </pre>
    </LiteStack>
  );
}
