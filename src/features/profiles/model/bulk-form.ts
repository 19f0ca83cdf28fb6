/**
 * The bulk action drawer's form (issue 37): what is typed, kept per field so switching the action loses nothing,
 * and read into an action by bulk-action.ts parseBulkAction (its problems land on these fields). Pure.
 */
import { agreementKeys } from '../api/schemas';
import { parseBulkAction, type AttributeType, type BulkActionInput, type ParsedAction } from './bulk-action';
import { HOLD_DEFAULT_HOURS, markJobId } from './bulk-delete';

export type BulkKind = BulkActionInput['kind'];

export interface BulkFormValues {
  kind: BulkKind;
  tag: string;
  /** Treat "VIP" and "vip" as the same tag. */
  ignoreCase: boolean;
  agreement: string;
  agreementOn: boolean;
  /** The attribute's name, shared by "set" and "remove". */
  name: string;
  type: AttributeType;
  value: string;
  /** Hours before the marked profiles can be deleted (bulk-delete.ts). */
  holdHours: number;
}

export const initialBulkForm: BulkFormValues = {
  kind: 'add-tag',
  tag: '',
  ignoreCase: false,
  agreement: agreementKeys[0],
  agreementOn: true,
  name: '',
  type: 'text',
  value: '',
  holdHours: HOLD_DEFAULT_HOURS,
};

export const bulkKindLabels: Record<BulkKind, string> = {
  'add-tag': 'Add a tag',
  'remove-tag': 'Remove a tag',
  'set-agreement': 'Set an agreement',
  'set-attribute': 'Set a custom attribute',
  'remove-attribute': 'Remove a custom attribute',
  'mark-deletion': 'Mark for deletion',
};

export const attributeTypeLabels: Record<AttributeType, string> = {
  text: 'Text',
  number: 'Number',
  boolean: 'True or false',
  'date-time': 'Date and time',
};

/** The holds offered (0 to 7 days, bulk-delete.ts HOLD_MAX_HOURS), in hours. */
export const holdChoices = [
  { hours: 0, label: 'No hold: can be deleted at once' },
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;

/** The form's values as the action's input; `nowMs` stamps a marking job's id with its moment and hold. */
export function inputOf(values: BulkFormValues, nowMs: number): BulkActionInput {
  switch (values.kind) {
    case 'add-tag':
    case 'remove-tag':
      return { kind: values.kind, tag: values.tag, ignoreCase: values.ignoreCase };
    case 'set-agreement':
      return { kind: 'set-agreement', agreement: values.agreement, value: values.agreementOn };
    case 'set-attribute':
      return { kind: 'set-attribute', name: values.name, type: values.type, value: values.value };
    case 'remove-attribute':
      return { kind: 'remove-attribute', name: values.name };
    case 'mark-deletion':
      return { kind: 'mark-deletion', jobId: markJobId(nowMs, values.holdHours) };
  }
}

export function parseBulkForm(values: BulkFormValues, nowMs: number): ParsedAction {
  return parseBulkAction(inputOf(values, nowMs));
}
