import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** tree-naming (doc 4 §2): being built (issue 14). */
export default function TreeNamingPage() {
  return <PlaceholderPage route="tree-naming" />;
}
