import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** wall-naming-map (doc 4 §2): being built (issue 14). */
export default function WallMapPage() {
  return <PlaceholderPage route="wall-naming-map" />;
}
