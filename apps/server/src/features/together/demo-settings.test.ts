import { describe, expect, it } from 'vitest';
import { makeDemoClock } from '../../db/seed/demo-clock.ts';
import { togetherRows } from '../../db/seed/donations-data.ts';
import { DONATION_PROJECTS } from '../../db/seed/projects-data.ts';
import { TOGETHER_SETTINGS } from '../../db/seed/together-settings-data.ts';

describe('the demo together settings', () => {
  it('exist for exactly the demo projects with together on', () => {
    const enabled = DONATION_PROJECTS.filter((project) => project.isDonateTogether).map(
      (project) => project.id,
    );
    expect(TOGETHER_SETTINGS.map((settings) => settings.itemsId).sort()).toEqual(enabled.sort());
  });

  it('offer the slogan of every seeded fundraiser, and chips in whole fen', () => {
    for (const together of togetherRows(makeDemoClock())) {
      const settings = TOGETHER_SETTINGS.find((row) => row.itemsId === together.itemsId);
      expect(settings?.sloganList).toContain(together.slogan);
    }
    for (const settings of TOGETHER_SETTINGS) {
      for (const chip of settings.moneyList ?? []) expect(Number.isSafeInteger(chip.moneyFen)).toBe(true);
    }
  });
});
