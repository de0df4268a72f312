import type { TAgreementVersion } from '@alma/shared/admin-api/agreements';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../../lib/render-to-text.test-helper.ts';
import { AgreementVersions } from './agreement-versions.tsx';
import '../messages.ts';

/** A signing of an English agreement: the evidence page printed its labels in English. */
const version: TAgreementVersion = {
  version: 1,
  signedAt: '2025-03-07 14:05:59',
  sealedAt: '',
  evidence: [
    { field: 'signer', label: 'Signed by', value: 'Zhang San' },
    { field: 'ip', label: 'IP address', value: '203.0.113.9' },
    { field: 'unsignedSha256', label: 'Agreement SHA-256', value: 'ab12' },
    // A field this console does not know yet (the server added a row).
    { field: 'witness' as TAgreementVersion['evidence'][number]['field'], label: 'Witness', value: 'Li Si' },
  ],
  signedUrl: '/files/signed.pdf',
  sealedUrl: '',
};

const shown = async (language: 'zh_CN' | 'English') =>
  textOf(await renderToHtml(createElement(AgreementVersions, { versions: [version] }), { language }));

describe('a signing’s evidence', () => {
  it('is labelled in the staff member’s language, whatever the agreement’s', async () => {
    const zh = await shown('zh_CN');
    expect(zh).toContain('签署人 Zhang San');
    expect(zh).toContain('签署 IP 203.0.113.9');
    expect(zh).toContain('协议原文 SHA-256 ab12');
    expect(zh).not.toContain('Signed by');
    const en = await shown('English');
    expect(en).toContain('Signed by Zhang San');
    expect(en).toContain('IP address 203.0.113.9');
  });

  it('keeps the printed label of a field the console has no words for', async () => {
    expect(await shown('zh_CN')).toContain('Witness Li Si');
  });
});
