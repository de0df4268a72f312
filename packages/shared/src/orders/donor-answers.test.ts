import { describe, expect, it } from 'vitest';
import { plainAnswers, scopeHolds } from './donor-answers.ts';

describe('a gift’s answers as a giving day reads them', () => {
  it('keeps words and numbers as text, and leaves choices of several and checkboxes out', () => {
    expect(
      plainAnswers({ college: 'med', enrolYear: 1986, hobbies: ['run'], agreed: true, none: null }),
    ).toEqual({
      college: 'med',
      enrolYear: '1986',
    });
  });

  it('holds a scope only for an answer among its values; no scope holds for everyone', () => {
    const medicine = { field: 'college', values: ['med', 'nurse'] };
    expect(scopeHolds(medicine, { college: 'nurse' })).toBe(true);
    expect(scopeHolds(medicine, { college: 'lit' })).toBe(false);
    expect(scopeHolds(medicine, {})).toBe(false);
    expect(scopeHolds({ field: 'enrolYear', values: ['1986'] }, plainAnswers({ enrolYear: 1986 }))).toBe(
      true,
    );
    expect(scopeHolds(null, {})).toBe(true);
  });
});
