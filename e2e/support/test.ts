import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here: a test fails when the page broke the production
 * Content-Security-Policy (served by `vite preview`, src/app/content-security-policy.ts) at any time, whatever
 * it was checking. Violations are caught twice: the document's `securitypolicyviolation` events (with the
 * directive and what was blocked), and the browser's console messages about the policy (which also come from
 * workers).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__e2eCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as { __e2eCspViolation?: (text: string) => void }).__e2eCspViolation;
            report?.(
              `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
            );
          },
          true,
        );
      });
      context.on('console', (message) => {
        if (/content.security.policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
