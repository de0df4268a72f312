import { describe, expect, it } from 'vitest';
import { sanitizeRichContent } from './rich-content.ts';

describe('sanitizeRichContent', () => {
  it.each<[string, string, string]>([
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<img src="/files/a.png" onerror="alert(1)" />', '<img src="/files/a.png" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      'a javascript: link in disguise',
      '<a href="  JaVaScRiPt&#x3A;alert(1)">x</a><a href="java&#09;script:alert(1)">y</a>',
      '<a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a>',
    ],
    ['an iframe', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf" />', ''],
    ['a form', '<form action="https://evil.example"><input name="card" /></form>', ''],
    ['a style sheet', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz4=" />', '<img />'],
    ['a protocol-relative picture', '<img src="//evil.example/t.png" />', '<img />'],
    ['a plain-http picture', '<img src="http://example.org/t.png" />', '<img />'],
    [
      'a meta refresh and a base',
      '<meta http-equiv="refresh" content="0;url=x"><base href="https://evil.example/">',
      '',
    ],
    [
      'CSS that loads or moves things',
      '<p style="background-image:url(javascript:alert(1));position:fixed;color:red">a</p>',
      '<p style="color:red">a</p>',
    ],
    ['a class that borrows the app’s look', '<p class="adm-button">a</p>', '<p>a</p>'],
  ])('drops %s', async (_name, input, expected) => {
    expect(await sanitizeRichContent(input)).toBe(expected);
  });

  it('keeps what a rich-text editor writes', async () => {
    const html = [
      '<h2 style="text-align:center">项目背景</h2>',
      '<p style="text-indent:2em;line-height:1.8"><strong>加粗</strong><em>斜体</em><u>下划线</u>',
      '<span style="color:#c00;background-color:rgb(255, 255, 0);font-size:16px">彩色</span></p>',
      '<blockquote>引用</blockquote><ol start="2"><li>一</li></ol><ul><li>二</li></ul>',
      '<p><img src="/files/console/202601/abcdefghijklmnopqrstuv.png" alt="封面" width="300" />',
      '<img src="https://cdn.example.org/a.jpg" /></p>',
      '<table><tbody><tr><th colspan="2">年度</th></tr><tr><td>2025</td><td>10 万</td></tr></tbody></table>',
      '<p><a href="tel:4001234567">电话</a><a href="mailto:a@example.org">邮件</a></p>',
    ].join('');
    expect(await sanitizeRichContent(html)).toBe(
      html
        .replace('<a href="tel:4001234567">', '<a href="tel:4001234567" rel="noopener noreferrer">')
        .replace(
          '<a href="mailto:a@example.org">',
          '<a href="mailto:a@example.org" rel="noopener noreferrer">',
        ),
    );
  });

  it('opens links in a new tab without handing over the app', async () => {
    expect(await sanitizeRichContent('<a href="https://example.org" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
