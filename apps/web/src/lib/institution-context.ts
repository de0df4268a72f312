import { createContext, useContext } from 'react';
import type { FeatureFlag, InstitutionConfig } from './institution-config.ts';

/** The loaded institution config, for screens that honour its feature flags. */
export const InstitutionContext = createContext<InstitutionConfig | null>(null);

export function useFeature(flag: FeatureFlag): boolean {
  return useContext(InstitutionContext)?.features[flag] === true;
}
