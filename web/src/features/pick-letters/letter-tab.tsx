import type { LetterCsvKind } from '@ops/schema/pick-letters/csv-headers';
import type { LetterHolder } from '@ops/schema/pick-letters/letters';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { DuplicateLettersAlert } from './duplicate-letters-alert.tsx';
import { LetterCsvUpload, type LetterCsvUploadProps } from './letter-csv-upload.tsx';

/** A letter tab: its CSV upload zone, the duplicate letters warning, then its grid. */
export function LetterTab<K extends LetterCsvKind>(props: {
  csv: LetterCsvUploadProps<K>;
  letterHolders: readonly LetterHolder[];
  children: ReactNode;
}) {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <LetterCsvUpload {...props.csv} />
      <DuplicateLettersAlert holders={props.letterHolders} />
      {props.children}
    </Space>
  );
}
