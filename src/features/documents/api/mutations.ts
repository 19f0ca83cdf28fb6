import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { initializedSchema, updateAnswerSchema, type AudienceType } from './schemas';

/** POST /documents/init: a blank DRAFT document (the service's default name and directory when left out). */
export const initializeDocument = (body: { name?: string; directory?: string }) =>
  http.request(endpoints.initializeDocument, { body, schema: initializedSchema });

export interface ContentBody {
  priority: number;
  content: Record<string, unknown>;
  slug: string;
  schema: string;
  groupId?: string | null;
  directoryId?: string;
}

const bodyOf = async (answer: Promise<z.infer<typeof updateAnswerSchema>>) => (await answer).body;

export const setDocumentContent = (id: string, body: ContentBody) =>
  bodyOf(http.request(endpoints.setDocumentContent, { params: [id], body, schema: updateAnswerSchema }));

export interface AudienceBody {
  targetType: AudienceType;
  segments?: string[];
  query?: string;
}

export const setDocumentAudience = (id: string, body: AudienceBody) =>
  bodyOf(http.request(endpoints.setDocumentAudience, { params: [id], body, schema: updateAnswerSchema }));

/** The body is the new name as a JSON string. */
export const renameDocument = (id: string, name: string) =>
  bodyOf(http.request(endpoints.renameDocument, { params: [id], body: name, schema: updateAnswerSchema }));

/** The body is the priority as a JSON int32. */
export const setDocumentPriority = (id: string, priority: number) =>
  bodyOf(http.request(endpoints.setDocumentPriority, { params: [id], body: priority, schema: updateAnswerSchema }));

/** Soft delete: the service sets `deletedAt` and answers 204. */
export const deleteDocument = (id: string) =>
  http.request(endpoints.deleteDocument, { params: [id], schema: z.unknown() });
