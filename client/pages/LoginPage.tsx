import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function LoginPage() {
  return (
    <PlaceholderPage
      eyebrow="Welcome back"
      title="Sign In"
      description="Enter your e-mail address and we will send you a 6-character code to sign in. No password needed."
    />
  );
}
