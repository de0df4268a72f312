import { expect, type Page } from '@playwright/test';

/**
 * What staff or donors wrote, which stays Chinese in English (project names and texts, form
 * fields, units, slogans, award and book names, nicknames): elements by test id or class. Anything
 * Chinese outside them is one of our interface strings without English.
 */
export const STAFF_OR_DONOR_TEXT = [
  // Projects and their tabs.
  '[data-testid=project-title]',
  '[data-testid=project-raised]',
  '.project-list-page .alma-tab',
  '[data-testid^=detail-title]',
  '[data-testid=detail-intro]',
  '[data-testid=detail-content]',
  '[data-testid=detail-raised]',
  '[data-testid=detail-target]',
  '[data-testid=detail-cover-image]',
  '[data-testid=record-name]',
  '[data-testid=record-amount]',
  '[data-testid=record-seats]',
  '[data-testid=sub-item-name]',
  '[data-testid=together-sponsor]',
  '.together-slogan',
  '[data-testid=together-slogan]',
  '.progress-content',
  '[data-testid=message-content]',
  '[data-testid=message-nickname]',
  '[data-testid=message-reply]',
  '[data-testid=instruction-title]',
  // The donation form: the project, its amount chips, its fields, units and offline notes.
  '[data-testid=donate-project]',
  '.donate-chip-title',
  '[data-testid=agree-link]',
  '.donate-goods-price',
  '.donate-input-suffix',
  '[data-testid^=field-]',
  '[data-testid=receipt-offline]',
  '[data-testid=agree-content]',
  // Naming: areas, seats, books, nameplates.
  '[data-testid=seat-area-title]',
  '[data-testid=seat-map]',
  '[data-testid=seat-chosen-label]',
  '[data-testid=seat-chosen-remove]',
  '[data-testid=seat-period]',
  '.book-category-bar .alma-tab',
  '[data-testid=book-item]',
  '[data-testid=naming-object]',
  '[data-testid=nameplate-detail-word]',
  '[data-testid=nameplate-detail-row] dd',
  '[data-testid=nameplate-preview]',
  '[data-testid=naming-project]',
  // After paying, and group fundraising.
  '[data-testid=success-thanks]',
  '[data-testid=success-words]',
  '[data-testid=success-project]',
  '.success-avatar',
  '[data-testid=together-project-name]',
  '.together-chips',
  '[data-testid=together-donor]',
  '[data-testid=together-card]',
  '[data-testid=together-donors]',
  // The donor's own pages.
  '[data-testid=mine-nickname]',
  '[data-testid=mine-thanks]',
  '[data-testid=mine-award]',
  '.mine-awards-explain-text',
  '[data-testid=group-title]',
  '[data-testid=donation-project]',
  '[data-testid=donation-amount]',
  '[data-testid=together-project]',
  '.records-slogan',
  '[data-testid=naming-record-project]',
  '[data-testid=naming-record-object]',
  '[data-testid=receipt-pick-row]',
  '[data-testid=certificate-pick-row]',
  // Read-only rows of an application show the foundation's pickup place and contact.
  'span.form-row-control',
] as const;

export type ChineseText = { text: string; where: string };

/**
 * Every visible text (and placeholder, aria-label, title, alt, and the page title) with a CJK
 * character outside `allowed`, and any raw message key (`mine.nickname.title`) on screen.
 */
export function untranslated(page: Page, allowed: readonly string[] = STAFF_OR_DONOR_TEXT) {
  return page.evaluate((selectors) => {
    const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
    const rawKey = /^[a-z][A-Za-z]*(\.[A-Za-z0-9-]+){1,4}$/;
    const allowedSelector = selectors.join(', ');
    const found: Array<{ text: string; where: string }> = [];
    const describe = (element: Element): string => {
      const path: string[] = [];
      for (let at: Element | null = element; at && path.length < 4; at = at.parentElement) {
        const id = at.getAttribute('data-testid');
        path.push(id ? `[${id}]` : `${at.tagName.toLowerCase()}.${at.classList[0] ?? ''}`);
        if (id) break;
      }
      return path.join(' < ');
    };
    const shown = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || !shown(parent) || parent.closest('script, style, noscript')) continue;
      if (rawKey.test(text) || (cjk.test(text) && !parent.closest(allowedSelector))) {
        found.push({ text, where: describe(parent) });
      }
    }
    for (const element of Array.from(
      document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'),
    )) {
      if (!shown(element) || element.closest(allowedSelector)) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name) ?? '';
        if (cjk.test(value)) found.push({ text: `${name}=${value}`, where: describe(element) });
      }
    }
    if (cjk.test(document.title)) found.push({ text: `title=${document.title}`, where: 'document' });
    return found;
  }, allowed);
}

/** The screen as it stands has no Chinese of ours (staff's and donors' words aside). */
export async function expectAllEnglish(page: Page, screen: string): Promise<void> {
  expect(await untranslated(page), `Chinese interface text on ${screen}`).toEqual([]);
}
