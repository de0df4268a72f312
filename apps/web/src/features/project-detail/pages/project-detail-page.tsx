import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the project detail screen (doc 1 §2). */
export default function ProjectDetailPage() {
  return <PlaceholderPage route="subject-detail" />;
}
