import { PlaceholderPage } from '../components/PlaceholderPage/PlaceholderPage.tsx';

export function SignupPage() {
  return (
    <PlaceholderPage
      eyebrow="Join Canvas & Light"
      title="Create Your Account"
      description="Sign up with your name and e-mail address; we send a 6-character code to confirm it. No password to remember."
    />
  );
}
