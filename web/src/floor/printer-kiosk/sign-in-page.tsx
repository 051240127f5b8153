import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { KioskSessionQueryDocument, KioskSignInMutationDocument } from '../../generated/graphql.ts';
import { kioskRoot } from './kiosk-choice.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import { LOGIN_CODE_LENGTH, pressKey } from './kiosk-rules.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'backspace', '0'];

/** /{facilitySlug}/pack_line_printer: the supervisor's 5-digit code on a keypad. */
export default function PrinterSignInPage() {
  const { packingFacilitySlug = '' } = useParams();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const session = useQuery(KioskSessionQueryDocument, { fetchPolicy: 'network-only' });
  const [signIn, { loading }] = useMutation(KioskSignInMutationDocument);
  const lineSelector = `${kioskRoot(packingFacilitySlug)}/line_selector`;

  useEffect(() => {
    if (session.data?.floorSession?.packingFacility.slug === packingFacilitySlug) {
      void navigate(lineSelector, { replace: true });
    }
  }, [session.data, packingFacilitySlug, navigate, lineSelector]);

  const submit = useCallback(async () => {
    if (code.length !== LOGIN_CODE_LENGTH || loading) return;
    setError(null);
    try {
      const { data } = await signIn({
        variables: { input: { packingFacilitySlug, loginCode: code } },
      });
      const problem = data?.floorSignIn.userErrors[0]?.message;
      if (problem || !data?.floorSignIn.session) {
        setError(problem ?? 'Incorrect login code, try again.');
        setCode('');
        return;
      }
      await session.refetch();
      void navigate(lineSelector);
    } catch {
      setError('Please try again. If the issue continues, please contact IT.');
    }
  }, [code, loading, signIn, packingFacilitySlug, session, navigate, lineSelector]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        // Enter only submits: without this, a focused keypad key would also be clicked and
        // type its digit again.
        event.preventDefault();
        void submit();
      } else if (event.key === 'Backspace') setCode((c) => pressKey(c, 'backspace'));
      else setCode((c) => pressKey(c, event.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit]);

  return (
    <KioskLayout>
      <div style={{ maxWidth: 420, margin: '0 auto', textAlign: 'center' }}>
        <h2 className="kiosk-heading">Enter the 5 digit code generated in admin</h2>
        <div
          aria-label="Login code"
          role="status"
          style={{ fontSize: 44, letterSpacing: 16, minHeight: 64, fontFamily: 'monospace' }}
        >
          {code.padEnd(LOGIN_CODE_LENGTH, '_')}
        </div>
        {error ? (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />
        ) : null}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
          {KEYS.map((key) => (
            <Button
              key={key}
              size="large"
              style={{ height: 80, fontSize: 30 }}
              aria-label={key === 'backspace' ? 'Backspace' : key}
              onClick={() => setCode((c) => pressKey(c, key))}
            >
              {key === 'backspace' ? '⌫' : key}
            </Button>
          ))}
          <Button
            type="primary"
            size="large"
            style={{ height: 80, fontSize: 24 }}
            disabled={code.length !== LOGIN_CODE_LENGTH}
            loading={loading}
            onClick={() => void submit()}
          >
            Submit
          </Button>
        </div>
        <p className="kiosk-text kiosk-text-secondary" style={{ marginTop: 24 }}>
          Ask your supervisor for the code shown on the Current Supervisor Code card in admin.
        </p>
      </div>
    </KioskLayout>
  );
}
