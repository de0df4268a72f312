import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** seat-naming-map (doc 4 §2): being built (issue 14). */
export default function SeatMapPage() {
  return <PlaceholderPage route="seat-naming-map" />;
}
