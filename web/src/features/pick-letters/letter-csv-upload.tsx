import { InboxOutlined } from '@ant-design/icons';
import {
  CSV_HEADERS,
  type LetterCsvKind,
  type LetterCsvRow,
} from '@ops/schema/pick-letters/csv-headers';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  CSV_FAILURE,
  CSV_FAILURE_SECONDS,
  CSV_SUCCESS,
  CSV_SUCCESS_SECONDS,
  LOCKED_MENU_NOTICE,
} from './messages.ts';
import { CsvDragger } from './csv-dragger.tsx';

/** The file's text (FileReader decodes UTF-8 and works wherever File does). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file, 'utf-8');
  });
}

export interface LetterCsvUploadProps<K extends LetterCsvKind> {
  kind: K;
  locked: boolean;
  /**
   * The row checks against the current letters (the same the operations host runs); resolves
   * once their code has loaded (with the first file).
   */
  check(rows: LetterCsvRow<K>[]): Promise<string[]>;
  /** Sends the rows; resolves to the host's row messages (empty when saved). */
  submit(rows: LetterCsvRow<K>[]): Promise<ReadonlyArray<{ message: string }>>;
}

interface ReadFile<K extends LetterCsvKind> {
  /** The file's name, shown under the zone. */
  name: string;
  rows: LetterCsvRow<K>[];
  fileErrors: string[];
}

/**
 * The CSV zone of a letter tab: a dropped or picked file is read and checked at once, every
 * problem is listed, and Submit CSV stays disabled while there are problems or no rows.
 */
export function LetterCsvUpload<K extends LetterCsvKind>(props: LetterCsvUploadProps<K>) {
  const { message } = App.useApp();
  const [read, setRead] = useState<ReadFile<K> | null>(null);
  const [hostErrors, setHostErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const { check, locked } = props;

  // The rows' own problems, for the file they were checked for: until the check of the current
  // file (or of the current letters) is back, Submit stays disabled.
  const [checked, setChecked] = useState<{ read: ReadFile<K>; errors: string[] } | null>(null);
  useEffect(() => {
    if (!read || read.fileErrors.length > 0) return;
    let current = true;
    setChecked(null);
    void check(read.rows).then((errors) => {
      if (current) setChecked({ read, errors });
    });
    return () => {
      current = false;
    };
  }, [read, check]);
  const checking = !!read && read.fileErrors.length === 0 && checked?.read !== read;

  const errors = useMemo(() => {
    if (!read) return [];
    if (read.fileErrors.length > 0) return read.fileErrors;
    const local = checked?.read === read ? checked.errors : [];
    return [...local, ...hostErrors.filter((error) => !local.includes(error))];
  }, [read, checked, hostErrors]);
  const rows = read?.rows ?? [];

  async function load(file: File) {
    // The CSV parser loads with the first file, not with the screen.
    const [text, { readLetterCsv }] = await Promise.all([
      readText(file),
      import('@ops/schema/pick-letters/csv'),
    ]);
    const parsed = readLetterCsv(text, props.kind);
    setHostErrors([]);
    setRead({
      name: file.name,
      rows: parsed.rows,
      fileErrors: parsed.errors,
    });
  }

  async function send() {
    setSubmitting(true);
    try {
      const refused = (await props.submit(rows)).map((error) => error.message);
      if (refused.length === 0) {
        void message.success(CSV_SUCCESS, CSV_SUCCESS_SECONDS);
        setRead(null);
      } else {
        setHostErrors(refused);
        void message.error(CSV_FAILURE, CSV_FAILURE_SECONDS);
      }
    } catch {
      void message.error(CSV_FAILURE, CSV_FAILURE_SECONDS);
    } finally {
      setSubmitting(false);
    }
  }

  const headers = CSV_HEADERS[props.kind].join(', ');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <CsvDragger
        disabled={locked || submitting}
        fileName={read?.name}
        onFile={(file) => void load(file)}
        onRemove={() => {
          setRead(null);
          setHostErrors([]);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">
          {locked ? LOCKED_MENU_NOTICE : 'Click or drag a CSV file to this area to upload'}
        </p>
        <p className="ant-upload-hint">Required headers: {headers}</p>
      </CsvDragger>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          message="CSV errors"
          description={
            <ul aria-label="CSV errors" style={{ margin: 0, paddingInlineStart: 20 }}>
              {errors.map((error, index) => (
                // Two rows can have the same problem; the position tells them apart.
                <li key={index}>{error}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space>
        <Button
          type="primary"
          loading={submitting}
          disabled={locked || checking || errors.length > 0 || rows.length === 0}
          onClick={() => void send()}
        >
          Submit CSV
        </Button>
        {read && !checking && errors.length === 0 && (
          <Typography.Text type="secondary">
            {rows.length === 1 ? '1 row' : `${rows.length} rows`} ready
          </Typography.Text>
        )}
      </Space>
    </Space>
  );
}
