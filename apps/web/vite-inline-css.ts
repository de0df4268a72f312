import type { Plugin } from 'vite';

/** Above this, a separate (cacheable) file is worth its round trip. */
const INLINE_MAX_BYTES = 8 * 1024;

/**
 * Puts the first screen's small stylesheet into index.html: a render-blocking request less
 * before the first paint (Lighthouse counted ~150 ms on a slow phone network). Lazy screens keep
 * their own CSS files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'alma-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\.?\/?(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
            if (css.length > INLINE_MAX_BYTES || css.includes('</style')) return tag;
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
