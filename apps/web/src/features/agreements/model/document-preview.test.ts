import { describe, expect, it } from 'vitest';
import { PAGES_WORDS, previewShape } from './document-preview.ts';

const base = 'https://give.example.edu/app/#/contract-cpu/myList';

describe('how the preview shows a document', () => {
  it.each([
    ['/documents/agreement/12.1.m?e=1&s=x', 'pages'],
    // A receipt's PDF is drawn as its pages too, not handed over as a file to open.
    ['/documents/receipt/7?e=1&s=x', 'pages'],
    ['https://files.example.edu/receipts/1.pdf', 'pages'],
    ['https://files.example.edu/receipts/1.PNG', 'picture'],
    ['/files/receipt/1.jpg?e=1', 'picture'],
    // Not a web address: the page pictures' notice says there is nothing to show.
    ['javascript:alert(1)//x.png', 'pages'],
  ])('%j → %s', (url, shape) => {
    expect(previewShape(url, base)).toBe(shape);
  });
});

describe('the page pictures’ words', () => {
  it('say what they are of', () => {
    expect(PAGES_WORDS.agreement.loading).toBe('agreements.pages.loading');
    expect(PAGES_WORDS.receipt.loading).toBe('agreements.pages.receiptLoading');
    expect(PAGES_WORDS.receipt.failed).toBe('agreements.pages.receiptFailed');
  });

  it('offer the file itself only for an agreement', () => {
    expect(PAGES_WORDS.agreement.openable).toBe(true);
    expect(PAGES_WORDS.receipt.openable).toBe(false);
  });
});
