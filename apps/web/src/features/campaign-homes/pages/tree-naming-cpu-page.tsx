import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-cpu (doc 4 §2): being built (issue 14). */
export default function TreeNamingCpuPage() {
  return <PlaceholderPage route="tree-naming-cpu" />;
}
