import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { addWaitingMessages } from '../i18n/register-messages.ts';

/**
 * Tests run in node without a DOM: a component is drawn to HTML on the server renderer, with
 * i18next set up as the app does (setup.ts) and the strings of the modules imported so far.
 */
export async function useTestLanguage(language: 'zh-CN' | 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'zh-CN',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  addWaitingMessages();
  await i18next.changeLanguage(language);
}

/** The element's HTML, inside a router (links need one). */
export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/** The words a reader sees: the HTML without its tags, its entities read. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
