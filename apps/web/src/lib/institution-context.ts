import { createContext, useContext } from 'react';
import { DEFAULT_ALUMNI_LOGIN_PATH, type FeatureFlag, type InstitutionConfig } from './institution-config.ts';

/** The loaded institution config, for screens that honour its feature flags. */
export const InstitutionContext = createContext<InstitutionConfig | null>(null);

export function useFeature(flag: FeatureFlag): boolean {
  return useContext(InstitutionContext)?.features[flag] === true;
}

export function useAlumniLoginPath(): string {
  return useContext(InstitutionContext)?.alumniLoginPath ?? DEFAULT_ALUMNI_LOGIN_PATH;
}
