import type { AppDeps } from '../../app-deps.ts';

export async function seedDemoIfEmpty(_deps: AppDeps): Promise<boolean> {
  return false;
}
