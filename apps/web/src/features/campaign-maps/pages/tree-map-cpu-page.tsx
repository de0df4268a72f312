import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-map-cpu (doc 4 §2): being built (issue 14). */
export default function TreeMapCpuPage() {
  return <PlaceholderPage route="tree-naming-map-cpu" />;
}
