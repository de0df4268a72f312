import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming-map-gmu (doc 4 §2): being built (issue 14). */
export default function GmuMapPage() {
  return <PlaceholderPage route="tree-naming-map-gmu" />;
}
