import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML the foundation's staff wrote in the admin console (project content, agreements). It is
 * trusted as to layout, but a pasted snippet must never run script in a donor's session:
 * DOMPurify keeps the markup and drops scripts, handlers, script URLs and embedded documents.
 * Links open away from the app without giving it a handle (noopener).
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeRichHtml(html: string): string {
  // Inline styles stay (editors write colour and alignment that way); a <style> element would
  // restyle the whole app, and a form could post anywhere.
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'] });
}

export function RichHtml({ html, className, testId }: { html: string; className: string; testId?: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return (
    <div
      className={className}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
