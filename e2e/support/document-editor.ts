import type { Page } from '@playwright/test';

/** Replaces everything in the code editor (typed as one insertion, so the editor's bracket closing stays out of it). */
export async function setEditorContent(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Content (JSON)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}
