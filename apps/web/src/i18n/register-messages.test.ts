import { describe, expect, it, vi } from 'vitest';

describe('registerMessages', () => {
  it('keeps a screen that loads before i18next is initialised, and adds it once it is', async () => {
    vi.resetModules();
    const { default: i18next } = await import('i18next');
    const { addWaitingMessages, registerMessages } = await import('./register-messages.ts');
    registerMessages('early', { hello: '你好' }, { hello: 'Hello' });
    await i18next.init({ lng: 'en', fallbackLng: 'zh-CN', resources: { en: { translation: {} } } });
    expect(i18next.t('early.hello')).toBe('early.hello');
    addWaitingMessages();
    expect(i18next.t('early.hello')).toBe('Hello');

    registerMessages('late', { bye: '再见' }, { bye: 'Bye' });
    expect(i18next.t('late.bye')).toBe('Bye');
    await i18next.changeLanguage('zh-CN');
    expect(i18next.t('early.hello')).toBe('你好');
  });
});
