import { LiteAlert, LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { Checkbox } from '../../../components/ui/mantine';
import { isApiError } from '../../../lib/api-error';
import { explainRefusal } from '../../../lib/permission-words';
import type { PlaygroundSearch } from '../hooks/use-playground-search';

/**
 * Why the listing failed, with the service's own message; a 403 in words when the service names the permission
 * (the constant goes to a detail line: src/lib/permission-words.ts).
 */
function listingFailure(error: unknown): { text: string; detail: string | null } {
  if (!isApiError(error)) return { text: 'The service could not be reached.', detail: null };
  if (error.kind === 'network' || error.kind === 'timeout')
    return { text: `The service could not be reached (${error.message}).`, detail: null };
  if (error.kind === 'schema')
    return { text: `The service's answer could not be read (${error.message}).`, detail: null };
  const refusal = error.status === 403 ? explainRefusal(error.message, error.missingPermission) : null;
  const message = (refusal?.message ?? error.message).replace(/\.$/, '');
  const answered = message
    ? `The service answered ${error.status}: ${message}.`
    : `The service answered ${error.status}.`;
  return { text: refusal?.words ? `${refusal.words} ${answered}` : answered, detail: refusal?.detail ?? null };
}

/** What is wrong with the index listing (refused, unreachable or empty), and that searching does not need it. */
export function IndexListingNotice({ indices }: Pick<PlaygroundSearch, 'indices'>) {
  if (indices.isError) {
    const reason = listingFailure(indices.error);
    return (
      <LiteAlert color="orange" title="The index list could not be loaded" role="alert">
        <LiteStack gap={4}>
          <LiteText size="sm">{reason.text}</LiteText>
          {reason.detail && (
            <LiteText size="xs" c="dimmed">
              {reason.detail}.
            </LiteText>
          )}
          <LiteText size="sm">
            Searching does not need the list: type the index id under &ldquo;Index id&rdquo;.
          </LiteText>
          <LiteGroup>
            <LiteButton size="compact-sm" variant="default" onClick={() => void indices.refetch()}>
              Try the list again
            </LiteButton>
          </LiteGroup>
        </LiteStack>
      </LiteAlert>
    );
  }
  if ((indices.data?.data ?? []).length > 0) return null;
  return (
    <LiteAlert color="gray" title="No search index in this workspace">
      The listing is empty. Create an index for the item catalogue first, or type the id of an index under &ldquo;Index
      id&rdquo;.
    </LiteAlert>
  );
}

/** Searching as a customer (a clientUUID is set): whether the searches are recorded in their timeline, and the choice. */
export function CustomerSearchNotice({ record, onRecord }: { record: boolean; onRecord: (record: boolean) => void }) {
  return (
    <LiteAlert
      color="blue"
      title={record ? 'Recorded as this customer’s search' : 'A preview: not recorded as this customer'}
    >
      <LiteStack gap={6}>
        <LiteText size="sm">
          {record
            ? 'Searches are sent with the profile’s uuid (clientUUID): personalised, and each one is recorded as an item.search event in the customer’s timeline.'
            : 'The service records every search sent with a profile’s uuid (clientUUID) as an item.search event in that customer’s timeline, and has no setting to skip it. So these searches are sent without it: results are not personalised for this customer.'}
        </LiteText>
        <Checkbox
          label="Record as this customer’s search (personalised results; adds item.search events to their timeline)"
          checked={record}
          onChange={(event) => onRecord(event.currentTarget.checked)}
        />
      </LiteStack>
    </LiteAlert>
  );
}
