import { resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { responseNeedsPolicy } from '../src/app/content-security-policy.ts';

/**
 * `vite preview` as the production host serves the build (docs/deployment.md): the Content-Security-Policy on the
 * responses that need it (docs/decisions/0167-policy-on-documents-and-workers.md), and the build's files with their
 * `.br` or `.gz` twins (build/precompressed-assets.ts) for a browser that accepts Brotli or gzip, as a static host's
 * precompressed-files option does; the rest goes on to Vite's own middlewares.
 */
export function previewServer(contentSecurityPolicy: string): Plugin {
  return {
    name: 'preview-server',
    configurePreviewServer(server) {
      const assets = sirv(resolve(server.config.root, server.config.build.outDir), {
        brotli: true,
        gzip: true,
        dev: true,
        etag: true,
      });
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://preview');
        if (responseNeedsPolicy(pathname)) response.setHeader('Content-Security-Policy', contentSecurityPolicy);
        if (pathname.startsWith('/assets/')) assets(request, response, next);
        else next();
      });
    },
  };
}
