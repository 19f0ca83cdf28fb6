import { LiteCode, LiteText } from '../../../components/ui/lite';
import type { DocumentContent } from '../api/schemas';

const isEmpty = (content: DocumentContent) =>
  typeof content === 'string' ? content === '' : Object.keys(content).length === 0;

/** Generated content, shown as text (never as HTML: it comes from the service and from editors). */
export function GeneratedContent({
  content,
  label,
  unresolved,
  empty,
}: {
  content: DocumentContent;
  label: string;
  unresolved?: string[];
  /** Why the content is empty, when the caller knows (else the inserts with no value, or the rule). */
  empty?: string;
}) {
  return (
    <div role="group" aria-label={label}>
      <LiteCode block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {typeof content === 'string' ? content || '""' : JSON.stringify(content, null, 2)}
      </LiteCode>
      {isEmpty(content) && (
        <LiteText size="xs" mt={4}>
          {empty !== undefined
            ? `Empty: ${empty}.`
            : `Empty content: ${
                unresolved?.length
                  ? `no value for ${unresolved.map((path) => `{{ ${path} }}`).join(', ')}`
                  : 'an insert had no value for this profile (or there is no content)'
              }. The service answers empty content whenever one insert cannot be filled.`}
        </LiteText>
      )}
    </div>
  );
}
