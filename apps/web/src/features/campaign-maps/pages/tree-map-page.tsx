import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-map (doc 4 §2): being built (issue 14). */
export default function TreeMapPage() {
  return <PlaceholderPage route="tree-naming-map" />;
}
