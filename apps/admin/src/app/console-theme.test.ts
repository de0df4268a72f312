import { Button, ConfigProvider, theme } from 'antd';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from './console-theme.ts';

/** What antd's components see under the console's theme: their motion switch, and a button. */
function renderUnder(reducedMotion: boolean): string {
  function Motion() {
    return h('i', null, String(theme.useToken().token.motion));
  }
  return renderToStaticMarkup(
    h(ConfigProvider, { theme: consoleTheme(reducedMotion) }, h(Motion), h(Button, null, '保存')),
  );
}

describe('the console theme', () => {
  it('turns antd motion off for a member whose system asks for less motion', () => {
    expect(renderUnder(true)).toContain('<i>false</i>');
    expect(renderUnder(false)).toContain('<i>true</i>');
  });

  it('keeps the class names the prebuilt stylesheet styles', () => {
    const classes = (markup: string) => markup.match(/<button[^>]*class="([^"]*)"/)?.[1];
    expect(classes(renderUnder(true))).toBe(classes(renderUnder(false)));
    expect(classes(renderUnder(true))).toContain('ant-btn');
  });
});
