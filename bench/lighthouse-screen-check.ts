import { type Artifacts, Audit, Gatherer } from 'lighthouse';

/**
 * A Lighthouse artifact and audit that read the DOM of the audited load itself, so a figure is
 * only printed for a screen that really rendered the app: a desktop-looking user agent gets the
 * QR gate, which would make a fast page of the wrong thing.
 */
export type ScreenFacts = {
  hash: string;
  gate: boolean;
  projectCards: number;
  placeholder: boolean;
  rootText: string;
};

export const SCREEN_ARTIFACT = 'AlmaScreen';
export const SCREEN_AUDIT = 'alma-screen';
export const SCREEN_CATEGORY = 'alma';

/* The page-side code is a string: tsx compiles functions with name helpers that do not exist in the page. */
const READ_SCREEN = `(() => {
  const root = document.getElementById('root');
  return {
    hash: location.hash,
    gate: document.querySelector('.alma-gate') !== null,
    projectCards: document.querySelectorAll('[data-testid="project-card"]').length,
    placeholder: document.querySelector('[data-testid="placeholder-page"]') !== null,
    rootText: (root ? root.innerText : '').replace(/\\s+/g, ' ').trim().slice(0, 80),
  };
})()`;

class ScreenGatherer extends Gatherer {
  override meta = { supportedModes: ['navigation' as const] };

  override async getArtifact(context: Parameters<Gatherer['getArtifact']>[0]) {
    const facts = (await context.driver.executionContext.evaluateAsync(READ_SCREEN)) as ScreenFacts;
    // Lighthouse types artifacts as the union of its own; a custom one has to be cast into it.
    return facts as unknown as Awaited<ReturnType<Gatherer['getArtifact']>>;
  }
}

class ScreenAudit extends Audit {
  static override get meta() {
    return {
      id: SCREEN_AUDIT,
      title: 'The app screen rendered',
      failureTitle: 'The app screen did not render (QR gate or blank)',
      description: 'Alma bench check: the audited load shows the app, not the desktop QR gate.',
      // A custom artifact is not among Lighthouse's own names.
      requiredArtifacts: [SCREEN_ARTIFACT] as unknown as Array<keyof Artifacts>,
    };
  }

  static override audit(artifacts: Artifacts) {
    const facts = (artifacts as unknown as Record<string, ScreenFacts>)[SCREEN_ARTIFACT];
    const rendered = facts !== undefined && !facts.gate && facts.rootText !== '';
    return { score: rendered ? 1 : 0, details: { type: 'debugdata' as const, facts } };
  }
}

/** Lighthouse's default (mobile) config plus the screen check, audited with the performance category. */
export const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', SCREEN_CATEGORY] },
  artifacts: [{ id: SCREEN_ARTIFACT, gatherer: { implementation: ScreenGatherer } }],
  audits: [{ implementation: ScreenAudit }],
  categories: {
    [SCREEN_CATEGORY]: { title: 'Alma screen', auditRefs: [{ id: SCREEN_AUDIT, weight: 1 }] },
  },
};
