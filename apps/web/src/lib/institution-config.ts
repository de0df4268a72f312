/** The start-up configuration that lets one build serve any institution (DESIGN.md §5). */
export type InstitutionConfig = {
  school: string;
  api: string;
  moduleName: string;
  theme: string;
  themeColor: string;
  signKey: string;
  features: Record<string, boolean>;
};

export async function loadInstitutionConfig(): Promise<InstitutionConfig> {
  const root = (await (await fetch('config/index.json')).json()) as { School: string };
  const school = encodeURIComponent(root.School);
  const own = (await (await fetch(`config/${school}/index.json`)).json()) as Omit<
    InstitutionConfig,
    'school'
  >;
  return { ...own, school: root.School, features: own.features ?? {} };
}
