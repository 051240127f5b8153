import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Input, message, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  KioskAssignPrinterMutationDocument,
  KioskLinesQueryDocument,
} from '../../generated/graphql.ts';
import { kioskRoot, readChoice, saveChoice } from './kiosk-choice.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import { isValidPrinterIp } from './kiosk-rules.ts';
import { onRovingKeyDown } from './roving-focus.ts';
import { useDevMode } from './use-dev-mode.ts';
import { useKioskSession } from './use-kiosk-session.ts';

const TRY_AGAIN = 'Please try again. If the issue continues, please contact IT.';
/** The line names are read again this often while the selector is open ('in use' marks). */
export const LINES_POLL_MS = 5_000;
/** A failure to read the line names shows this long. */
const LINES_ERROR_SECONDS = 20;

/** What the server said about a failed read, else the kiosk's own 'try again'. */
const serverMessage = (error: unknown) =>
  (CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined) ?? TRY_AGAIN;

/**
 * …/line_selector: 'Sign In To Your Line', a line and the printer's address. The lines and
 * their 'in use' marks are read again every few seconds while it is open, as other kiosks sign
 * in and off meanwhile; a read that fails says why in a snackbar for 20 s.
 */
export default function LineSelectorPage() {
  const { slug, session } = useKioskSession();
  const navigate = useNavigate();
  const previous = readChoice();
  const [line, setLine] = useState<string | null>(previous?.packLineName ?? null);
  const [printerIp, setPrinterIp] = useState(previous?.printerIp ?? '');
  const [conflict, setConflict] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; reason?: string | null } | null>(null);
  const lines = useQuery(KioskLinesQueryDocument, {
    variables: { slug },
    skip: !session,
    pollInterval: LINES_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const [messages, messageHolder] = message.useMessage();
  const linesError = lines.error;
  useEffect(() => {
    if (!linesError) return;
    // One snackbar at a time (the key), however many reads fail while it shows.
    void messages.error({
      key: 'pack-line-names',
      content: serverMessage(linesError),
      duration: LINES_ERROR_SECONDS,
    });
  }, [linesError, messages]);
  const [assign, { loading }] = useMutation(KioskAssignPrinterMutationDocument);
  const valid = line !== null && isValidPrinterIp(printerIp);
  const { devMode, lineSelected } = useDevMode();

  async function next(takeOver = false) {
    if (!line || !valid) return;
    setError(null);
    try {
      const { data } = await assign({
        variables: {
          input: {
            packingFacilitySlug: slug,
            packLineName: line,
            printerIp: printerIp.trim(),
            takeOver,
          },
        },
      });
      const result = data?.assignKioskPrinter;
      if (result?.conflict) {
        setConflict(result.conflict);
        return;
      }
      setConflict(null);
      if (result?.printerError) {
        setError({ message: result.printerError.message, reason: result.printerError.reason });
        return;
      }
      if (result?.userErrors[0]) {
        setError({ message: result.userErrors[0].message });
        return;
      }
      saveChoice({ packLineName: line, printerIp: printerIp.trim() });
      void navigate(`${kioskRoot(slug)}/confirmation`);
    } catch {
      setError({ message: 'Please try again. If the issue continues, please contact IT.' });
    }
  }

  // A read that fails keeps the lines last read on screen.
  const known = (lines.data ?? lines.previousData)?.kioskLines;
  const inUse = new Map((known?.printersInUse ?? []).map((p) => [p.packLineName, p.printerIp]));
  const lineNames = known?.packLineNames ?? [];
  const chooseLine = (name: string) => {
    setLine(name);
    setConflict(null);
    lineSelected(name);
  };
  return (
    <KioskLayout title="Sign In To Your Line">
      {messageHolder}
      <h2 className="kiosk-heading">Sign In To Your Line</h2>
      {devMode ? (
        <Alert type="warning" showIcon message="Dev mode" style={{ marginBottom: 16 }} />
      ) : null}
      <h4 className="kiosk-heading">Line</h4>
      <div
        role="radiogroup"
        aria-label="Line"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}
        onKeyDown={(event) =>
          onRovingKeyDown(event, 'radio', (index) => chooseLine(lineNames[index]!))
        }
      >
        {lineNames.map((name, index) => (
          <Button
            key={name}
            role="radio"
            aria-checked={line === name}
            // The group's one stop in the Tab order: the chosen line, else the first.
            tabIndex={line === name || (index === 0 && !lineNames.includes(line ?? '')) ? 0 : -1}
            type={line === name ? 'primary' : 'default'}
            style={{ width: 120, height: 96, fontSize: 32, flexDirection: 'column' }}
            onClick={() => chooseLine(name)}
          >
            <span>{name}</span>
            {inUse.has(name) ? <span style={{ fontSize: 13 }}>in use</span> : null}
          </Button>
        ))}
      </div>
      <h4 className="kiosk-heading" style={{ marginTop: 32 }}>
        Printer IP
      </h4>
      <Space align="start" wrap>
        <Input
          aria-label="Printer IP"
          inputMode="decimal"
          size="large"
          placeholder="e.g. 1.2"
          value={printerIp}
          style={{ width: 240, fontSize: 28 }}
          status={printerIp !== '' && !isValidPrinterIp(printerIp) ? 'error' : undefined}
          onChange={(event) => {
            setPrinterIp(event.target.value);
            setConflict(null);
          }}
          onPressEnter={() => void next()}
        />
        <Button
          type="primary"
          size="large"
          style={{ height: 64, minWidth: 160, fontSize: 22 }}
          disabled={!valid}
          loading={loading}
          onClick={() => void next()}
        >
          Next
        </Button>
      </Space>
      <p className="kiosk-text kiosk-text-secondary" style={{ marginTop: 8 }}>
        The last two numbers of the printer&apos;s address, e.g. 1.2.
      </p>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 24 }}
          message={conflict}
          description="Signing in takes the printer and the line from the kiosk using them."
          action={
            <Space direction="vertical">
              <Button type="primary" onClick={() => void next(true)}>
                Sign in anyway
              </Button>
              <Button onClick={() => setConflict(null)}>Cancel</Button>
            </Space>
          }
        />
      ) : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 24 }}
          message={error.message}
          description={error.reason ?? undefined}
        />
      ) : null}
    </KioskLayout>
  );
}
