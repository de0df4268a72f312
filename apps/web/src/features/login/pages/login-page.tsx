import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Not built yet: the login screen (doc 3). */
export default function LoginPage() {
  return <PlaceholderPage route="login" />;
}
