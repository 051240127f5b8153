import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Flex, Typography, Upload } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { TipButton } from '../../shared/tip-button.tsx';

/**
 * antd's Upload.Dragger for a CSV the page reads itself: nothing is sent by the zone (each file
 * is kept from antd's upload), and the chosen file shows under it with a remove button whose
 * tip shows on keyboard focus. The zone is a button: a click, Enter or Space opens the file
 * picker (antd's zone answers Enter alone).
 */
export function CsvDragger(props: {
  disabled: boolean;
  fileName: string | undefined;
  onFile(file: File): void;
  onRemove(): void;
  children: ReactNode;
}) {
  const { disabled, fileName } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== ' ' || disabled || target.getAttribute('role') !== 'button') return;
    // Space presses the zone as it presses a button; the page must not scroll.
    event.preventDefault();
    target.click();
  };
  return (
    <div onKeyDown={onKeyDown}>
      <Upload.Dragger
        accept=".csv,text/csv"
        maxCount={1}
        disabled={disabled}
        fileList={fileName === undefined ? [] : [{ uid: 'csv', name: fileName, status: 'done' }]}
        beforeUpload={(file) => {
          props.onFile(file);
          return false;
        }}
        itemRender={(_, file) => (
          <Flex align="center" gap={8} style={{ marginTop: 8 }}>
            <PaperClipOutlined />
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {file.name}
            </Typography.Text>
            {!disabled && (
              <TipButton
                tip="Remove file"
                aria-label="Remove file"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                onClick={props.onRemove}
              />
            )}
          </Flex>
        )}
      >
        {props.children}
      </Upload.Dragger>
    </div>
  );
}
