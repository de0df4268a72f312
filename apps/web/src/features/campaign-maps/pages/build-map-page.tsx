import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** build-naming-map (doc 4 §2): being built (issue 14). */
export default function BuildMapPage() {
  return <PlaceholderPage route="build-naming-map" />;
}
