// The insert rules live in src/lib/inserts.ts (shared with the documents editor's preview of unsaved content).
export { generateContent, type InsertValues } from '../../lib/inserts';
