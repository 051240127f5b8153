import { LoginCodeCard } from './login-code-card.tsx';

export default function LoginCodePage() {
  return <LoginCodeCard />;
}
