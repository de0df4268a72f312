import { describe, expect, it } from 'vitest';
import { displayNickname, maskDonorName, progressPercent } from './display.ts';

describe('displayNickname', () => {
  it.each([
    ['微信用户', 'zh_CN', '爱心人士'],
    ['微信用户', 'English', 'loving person'],
    ['', 'zh_CN', '爱心人士'],
    [null, 'zh_CN', '爱心人士'],
    ['  张三 ', 'zh_CN', '张三'],
    ['Alice', 'English', 'Alice'],
  ] as const)('%j in %s shows %s', (nickname, language, shown) => {
    expect(displayNickname(nickname, language)).toBe(shown);
  });
});

describe('maskDonorName', () => {
  it.each([
    ['张三丰', '张**'],
    ['李', '李**'],
    ['Alice', 'A**'],
    ['匿名', '匿名'],
    ['Anonymous', 'Anonymous'],
    ['😀开心', '😀**'],
    ['', ''],
  ])('%s → %s', (name, masked) => {
    expect(maskDonorName(name)).toBe(masked);
  });
});

describe('progressPercent', () => {
  it.each([
    [50, 100, 50],
    [1, 3, 33.33],
    [2, 3, 66.66],
    [150, 100, 100],
    [100, 100, 100],
    [10, 0, 0],
    [0, 100, 0],
  ])('%d of %d is %d%%', (complete, target, percent) => {
    expect(progressPercent(complete, target)).toBe(percent);
  });
});
