import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-map-xzit (doc 4 §2): being built (issue 14). */
export default function XzitMapPage() {
  return <PlaceholderPage route="tree-naming-map-xzit" />;
}
