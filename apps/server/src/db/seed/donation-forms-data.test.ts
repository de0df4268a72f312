import { describe, expect, it } from 'vitest';
import { DONATION_FORMS } from './donation-forms-data.ts';
import { NAMING_PROJECTS } from './naming-projects-data.ts';
import type { ProjectSeed } from './project-row.ts';
import { DONATION_PROJECTS } from './projects-data.ts';

/**
 * What a project's own words promise the donor. A donation certificate or receipt is promised by
 * naming it (捐赠证书, 捐赠票据 / 捐赠收据, with any words between, as in 电子捐赠证书及公益事业捐赠票据);
 * a 毕业证书 in a description of archives promises nothing.
 */
const PROMISES = {
  certificate: /捐赠证书/,
  receipt: /捐赠(票据|收据)/,
} as const;

const textOf = (project: ProjectSeed) =>
  [project.name, project.intro ?? '', ...project.sections.flat()].join('\n');

const projects = [...DONATION_PROJECTS, ...NAMING_PROJECTS];

describe('demo projects keep what their text promises', () => {
  const promising = projects.filter(
    (project) => PROMISES.certificate.test(textOf(project)) || PROMISES.receipt.test(textOf(project)),
  );

  it('some projects promise a certificate or a receipt (the check below is not vacuous)', () => {
    expect(promising.length).toBeGreaterThan(0);
  });

  it.each(promising.map((project) => [project.id, project.name, project] as const))(
    'project %i (%s) has a form offering what it promises',
    (_id, _name, project) => {
      const form = DONATION_FORMS.find((row) => row.itemsId === project.id);
      expect(form, 'a donation form').toBeDefined();
      if (PROMISES.certificate.test(textOf(project))) {
        expect(form).toMatchObject({ isShowCertificate: true, isOpenCertificate: true });
      }
      if (PROMISES.receipt.test(textOf(project))) {
        expect(form).toMatchObject({ isShowReceipt: true, isOpenReceipt: true });
      }
    },
  );
});
