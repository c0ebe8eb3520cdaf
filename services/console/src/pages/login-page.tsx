import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../api/client';
import { useSession } from '../session/session';
import { errorMessage } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';

const signInError = (error: unknown) =>
  error instanceof ApiError && error.status === 401
    ? 'Wrong email or password.'
    : `Sign-in failed: ${errorMessage(error)}`;

export function LoginPage() {
  const { session, notice, signIn } = useSession();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session) return <Navigate to={from} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn(email, password); // then the session redirects below
    } catch (failure) {
      setError(signInError(failure));
      setPending(false);
    }
  };

  return (
    <main className="login">
      <div className="login-card">
        <p className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Recruiter console
        </p>
        <PageHeading title="Sign in" />
        <p className="lede">Review interview plans and assessments for your candidates.</p>
        {notice && (
          <p role="status" className="note">
            {notice}
          </p>
        )}
        <Form className="form" onSubmit={(e) => void submit(e)}>
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            isRequired
            value={email}
            onChange={setEmail}
          />
          <TextInput
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={setPassword}
          />
          {error && (
            <p role="alert" className="note note-error">
              {error}
            </p>
          )}
          <Button type="submit" className="button button-primary button-block" isPending={pending}>
            Sign in
          </Button>
        </Form>
      </div>
    </main>
  );
}
