import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { metaPolicy } from './content-security-policy.ts';
import { hostFiles } from './host-files.ts';
import { previewHeadersMiddleware } from './preview-headers.ts';

/**
 * The app's Content-Security-Policy and security headers, made from `VITE_SUPABASE_URL`:
 *
 * - `vite build` puts the policy in a `<meta http-equiv>` tag first in `index.html` (for hosts
 *   where no header can be set) and writes Netlify's `_headers`/`_redirects` and Vercel's
 *   `vercel.json` next to it;
 * - `vite preview` sends the headers of that `vercel.json` on every response, with a
 *   `report-uri` that records each violation (the e2e run fails on any).
 *
 * The dev server gets neither: its hot reload runs inline scripts.
 */
export function securityHeadersPlugin(): Plugin {
  let supabaseUrl: string | undefined;
  let isBuild = false;
  let outDir = '';
  return {
    name: 'tandem-security-headers',
    configResolved(config) {
      isBuild = config.command === 'build';
      outDir = resolve(config.root, config.build.outDir);
      supabaseUrl = config.env.VITE_SUPABASE_URL as string | undefined;
      if (!supabaseUrl && isBuild) {
        config.logger.warn(
          'VITE_SUPABASE_URL is not set: the build has no Content-Security-Policy (and the app will not start).',
        );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!isBuild || !supabaseUrl) return [];
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy(supabaseUrl) },
            // Before every script and stylesheet, so it governs them all.
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle() {
      if (!supabaseUrl) return;
      for (const file of hostFiles(supabaseUrl)) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
    configurePreviewServer(server) {
      const middleware = previewHeadersMiddleware(outDir);
      if (!middleware) {
        server.config.logger.warn(
          `No vercel.json in ${outDir}: the preview sends no security headers.`,
        );
        return;
      }
      // Added here (not in a returned function) so it runs before Vite serves any file.
      server.middlewares.use(middleware);
    },
  };
}
