import { useState, type FormEvent } from 'react';
import { FloorCodeFields } from '../../shared/floor-code-fields.tsx';
import { useFloorCodeSignIn } from '../../shared/use-floor-code-sign-in.ts';
import { Both } from './both-languages.tsx';
import { MESSAGES, tooManyCodes, type Bilingual } from './messages.ts';

/** The host's refusal in both languages: too many tries (it says how long to wait), else wrong. */
function refusal(message: string): Bilingual {
  const wait = /(\d+) seconds/.exec(message);
  return wait ? tooManyCodes(wait[1]!) : MESSAGES.wrongCode;
}

/** A zone screen without a floor session asks once for the supervisor's code. */
export function ZoneSignIn({ slug, onSignedIn }: { slug: string; onSignedIn: () => void }) {
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState<Bilingual | null>(null);
  const { submit: signIn, loading } = useFloorCodeSignIn(slug, MESSAGES.wrongCode.en);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{5}$/.test(code)) return;
    const problem = await signIn(code);
    if (problem === null) onSignedIn();
    else setWrong(refusal(problem));
    setCode('');
  };
  return (
    <form className="zone-sign-in" onSubmit={submit}>
      <label htmlFor="zone-code">
        <div>{MESSAGES.signIn.en}</div>
        <div className="zone-es">{MESSAGES.signIn.es}</div>
      </label>
      <FloorCodeFields
        id="zone-code"
        code={code}
        onCode={setCode}
        loading={loading}
        wrong={wrong && <Both text={wrong} />}
        className="zone-sign-in-error"
      />
    </form>
  );
}
