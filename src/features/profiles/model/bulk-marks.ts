/**
 * The marks a "mark for deletion" job leaves on a profile (decision 0190). A module of their own: the jobs page's
 * first paint names them without the action's rules (bulk-action.ts) and the reserved attribute names.
 */
export const PENDING_DELETION_TAG = 'pending-deletion';
/** The attribute that names the job which marked a profile for deletion. */
export const PENDING_DELETION_ATTRIBUTE = 'pendingDeletionJob';
