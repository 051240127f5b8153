import { useState } from 'react';
import { FloorCodeFields } from '../../shared/floor-code-fields.tsx';
import { useFloorCodeSignIn } from '../../shared/use-floor-code-sign-in.ts';

interface StatusSignInProps {
  slug: string;
  facilityName: string;
  /** The wall is signed in for another facility, whose screens it may see. */
  otherFacility: boolean;
  onSignedIn: () => void;
}

/** The wall needs a floor session of the facility it shows: the supervisor's 5-digit code. */
export function StatusSignIn({ slug, facilityName, otherFacility, onSignedIn }: StatusSignInProps) {
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
      {otherFacility && (
        <p>This wall is signed in for another facility and cannot show {facilityName}.</p>
      )}
      <label htmlFor="status-code">
        Supervisor code: enter {facilityName}’s 5 digit code to see this facility.
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
