import { describe, expect, it } from 'vitest';
import { certificateStatusLabel } from './certificate-labels.ts';

describe('certificateStatusLabel (doc 3 §4)', () => {
  it.each([
    [1, 'zh_CN', '未制作'],
    [2, 'zh_CN', '待邮寄'],
    [3, 'zh_CN', '待自取'],
    [4, 'zh_CN', '已邮寄'],
    [5, 'zh_CN', '已自取'],
    [4, 'English', 'Mailed'],
    [0, 'zh_CN', null],
    [6, 'English', null],
  ] as const)('%i in %s → %s', (status, language, label) => {
    expect(certificateStatusLabel(status, language)).toBe(label);
  });
});
