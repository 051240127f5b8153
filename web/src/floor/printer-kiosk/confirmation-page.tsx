import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { KioskConfirmPrinterMutationDocument } from '../../generated/graphql.ts';
import { kioskRoot, readChoice } from './kiosk-choice.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import { CONFIRMATION_CODE_PATTERN } from './kiosk-rules.ts';
import { useKioskSession } from './use-kiosk-session.ts';

/** …/confirmation: the code of the test label, checked by the host. */
export default function ConfirmationPage() {
  const { slug } = useKioskSession();
  const navigate = useNavigate();
  const choice = readChoice();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, { loading }] = useMutation(KioskConfirmPrinterMutationDocument);
  if (!choice) return <Navigate to={`${kioskRoot(slug)}/line_selector`} replace />;

  async function signIn() {
    if (!choice) return;
    setError(null);
    if (!CONFIRMATION_CODE_PATTERN.test(code)) {
      setError('Incorrect printer code');
      return;
    }
    try {
      const { data } = await confirm({
        variables: { input: { packingFacilitySlug: slug, ...choice, confirmationCode: code } },
      });
      if (!data?.confirmKioskPrinter.confirmed) {
        setError(data?.confirmKioskPrinter.userErrors[0]?.message ?? 'Incorrect printer code');
        return;
      }
      void navigate(`${kioskRoot(slug)}/line_${choice.packLineName}`);
    } catch {
      setError('Please try again. If the issue continues, please contact IT.');
    }
  }

  return (
    <KioskLayout
      title={`Line ${choice.packLineName}`}
      onBack={() => void navigate(`${kioskRoot(slug)}/line_selector`)}
    >
      <h2 className="kiosk-heading">A test label was printed</h2>
      <p className="kiosk-text" style={{ fontSize: 20 }}>
        Enter the 4-digit code printed on the test label from printer {choice.printerIp}.
      </p>
      <Space align="start" wrap>
        <Input
          aria-label="Printer code"
          inputMode="numeric"
          maxLength={4}
          size="large"
          value={code}
          style={{ width: 200, fontSize: 32, letterSpacing: 8 }}
          onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, ''))}
          onPressEnter={() => void signIn()}
        />
        <Button
          type="primary"
          size="large"
          style={{ height: 64, minWidth: 160, fontSize: 22 }}
          loading={loading}
          disabled={code.length !== 4}
          onClick={() => void signIn()}
        >
          Sign In
        </Button>
      </Space>
      {error ? <Alert type="error" showIcon message={error} style={{ marginTop: 24 }} /> : null}
    </KioskLayout>
  );
}
