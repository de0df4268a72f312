import { describe, expect, it } from 'vitest';
import { editorProblem, firstPlateProblem, orderPlateProblem } from './nameplate.ts';

const plate = (donorName: string, donorIdentity: string, donationMessage: string) => ({
  donorName,
  donorIdentity,
  donationMessage,
});

describe('nameplate rules', () => {
  it.each([
    [plate('张三', '校友', '感恩母校'), null],
    [plate(' ', '校友', '感恩母校'), 'naming.bookDonorRequired'],
    [plate('张三', '', '感恩母校'), 'naming.identityRequired'],
    [plate('张三', '校友', '  '), 'naming.messageRequired'],
    [plate('张三', '校友', '一'.repeat(20)), null],
    [plate('张三', '校友', '一'.repeat(21)), 'naming.bookMessageTooLong'],
    [plate('张三', '校友', '😀'.repeat(20)), null],
  ])('the editor judges %j as %s', (input, key) => {
    expect(editorProblem(input)?.key ?? null).toBe(key);
  });

  it.each([
    [plate('张三', '', ''), null],
    [plate('', '校友', '感恩'), 'naming.bookDonorRequired'],
    [plate('张三', '', 'x'.repeat(21)), 'naming.bookMessageTooLong'],
  ])('an order judges %j as %s', (input, key) => {
    expect(orderPlateProblem(input)?.key ?? null).toBe(key);
  });

  it('names the first failing plate only', () => {
    const plates = [plate('张三', '', ''), plate('', '', ''), plate('李四', '', 'x'.repeat(30))];
    expect(firstPlateProblem(plates, orderPlateProblem)?.key).toBe('naming.bookDonorRequired');
    expect(firstPlateProblem([plates[0]!], orderPlateProblem)).toBeNull();
  });
});
