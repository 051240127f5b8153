import { useState } from 'react';
import { FloorCodeFields } from '../../shared/floor-code-fields.tsx';
import { useFloorCodeSignIn } from '../../shared/use-floor-code-sign-in.ts';

/** The wall needs a floor session: the supervisor's 5-digit code, once. */
export function StatusSignIn({ slug, onSignedIn }: { slug: string; onSignedIn: () => void }) {
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const { submit: signIn, loading } = useFloorCodeSignIn(slug, 'Incorrect code. Please try again.');
  const submit = async () => {
    const problem = await signIn(code);
    if (problem === null) onSignedIn();
    else setWrong(problem);
  };
  return (
    <form
      className="status-sign-in"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === 5) void submit();
      }}
    >
      <label htmlFor="status-code">
        Supervisor code: enter the 5 digit code to see this facility.
      </label>
      <FloorCodeFields
        id="status-code"
        code={code}
        onCode={setCode}
        loading={loading}
        wrong={wrong}
        className="status-sign-in-error"
      />
    </form>
  );
}
