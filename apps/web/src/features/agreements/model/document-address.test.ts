import { describe, expect, it } from 'vitest';
import { isImageUrl, safeDocumentUrl } from './document-address.ts';

const base = 'https://give.example.edu/app/#/contract-cpu/myList';

describe('a document’s address', () => {
  it.each([
    ['/documents/agreement/7.0.u?e=1&s=x', true],
    ['https://files.example.edu/r/1.pdf', true],
    ['http://files.example.edu/r/1.png', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['', false],
    ['   ', false],
  ])('%j may be shown: %s', (url, shown) => {
    expect(safeDocumentUrl(url, base) === url).toBe(shown);
  });

  it.each([
    ['https://files.example.edu/receipts/1.PNG', true],
    ['/files/receipt/1.jpg?e=1', true],
    ['/files/receipt/1.jpeg', true],
    ['/documents/receipt/1?e=1&s=x.png', false],
    ['/documents/agreement/7.0.u?e=1&s=x', false],
    ['https://files.example.edu/receipts/1.pdf', false],
  ])('%j is a picture: %s', (url, picture) => {
    expect(isImageUrl(url, base)).toBe(picture);
  });
});
