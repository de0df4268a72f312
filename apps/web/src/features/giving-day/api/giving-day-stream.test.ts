import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage.ts';

let api = '';
vi.mock('../../../lib/institution-config.ts', () => ({ loadedInstitutionConfig: () => ({ api }) }));
vi.stubGlobal('localStorage', memoryStorage());

const { givingDayStreamUrl } = await import('./giving-day-stream.ts');

afterEach(() => {
  localStorage.clear();
  api = '';
});

describe('givingDayStreamUrl', () => {
  it('names the day and the language only (an EventSource sends no sign headers)', () => {
    expect(givingDayStreamUrl(7)).toBe(
      '/uplus-foundation/app/v1/donateu/givingDay/stream?id=7&language=zh_CN',
    );
  });

  it('follows the chosen language and the configured api base', () => {
    localStorage.setItem('language', 'English');
    api = 'https://api.example.edu/';
    expect(givingDayStreamUrl(7)).toBe(
      'https://api.example.edu/uplus-foundation/app/v1/donateu/givingDay/stream?id=7&language=English',
    );
  });
});
