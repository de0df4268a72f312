import type { TStaffMe } from '@alma/shared/admin-api/session';
import type { Language } from '@alma/shared/i18n/language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import i18next from 'i18next';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { enMessages } from '../i18n/messages-en.ts';
import { zhMessages } from '../i18n/messages-zh.ts';
import { addWaitingMessages, UI_LANGUAGE } from '../i18n/register-messages.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/*
 * Test support. The console's unit tests run in Node without a DOM: a component is drawn to HTML by
 * React's server renderer, and a button is pressed by calling what the component handed it.
 */

type Options = {
  language?: Language;
  /** The admin routes the signed-in staff member may call (what useMayCall answers from). */
  routes?: readonly string[];
  /** The query cache the component reads and writes (a fresh one when not given). */
  client?: QueryClient;
};

const staff: TStaffMe = {
  id: 1,
  username: 'staff',
  displayName: 'Staff',
  role: 'administrator',
  csrfToken: 'token',
  mustChangePassword: false,
  routes: [],
};

/** `node` drawn as the console would: in a language, for a staff member, inside a router and App. */
export async function renderToHtml(node: ReactNode, options: Options = {}): Promise<string> {
  const { language = 'zh_CN', routes = [], client = new QueryClient() } = options;
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      lng: UI_LANGUAGE[language],
      fallbackLng: UI_LANGUAGE.zh_CN,
      resources: {
        [UI_LANGUAGE.zh_CN]: { translation: zhMessages },
        [UI_LANGUAGE.English]: { translation: enMessages },
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  addWaitingMessages();
  await i18next.changeLanguage(UI_LANGUAGE[language]);
  client.setQueryData(SESSION_QUERY_KEY, { ...staff, routes: [...routes] });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, null, createElement(App, null, node)),
    ),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** What a reader sees of the HTML: its text, tags as spaces, entities read, spaces collapsed. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** The elements `component` returns when drawn with `props` (its hooks run as in the console). */
export async function drawnTree<P extends object>(
  component: (props: P) => ReactNode,
  props: P,
  options?: Options,
): Promise<ReactNode> {
  let tree: ReactNode = null;
  const Probe = () => {
    tree = component(props);
    return tree;
  };
  await renderToHtml(createElement(Probe), options);
  return tree;
}

type Props = Record<string, unknown>;

/**
 * The props of the first element in a drawn tree (its props searched, children included) with this
 * data-testid or of this component: `propsIn(tree, 'save').onClick()` runs what a click would.
 */
export function propsIn(tree: ReactNode, match: string | ((element: ReactElement) => boolean)): Props {
  const queue: unknown[] = [tree];
  while (queue.length > 0) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node);
    else if (isValidElement(node)) {
      const props = node.props as Props;
      if (typeof match === 'string' ? props['data-testid'] === match : match(node)) return props;
      queue.push(...Object.values(props));
    }
  }
  throw new Error(`nothing drawn matches ${String(match)}`);
}

/** Calls a handler the component gave an element (onClick, onConfirm) as the element would. */
export function press(props: Props, handler = 'onClick'): unknown {
  const run = props[handler];
  if (typeof run !== 'function') throw new Error(`the element has no ${handler}`);
  return run();
}
