import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useUploadStyle from 'antd/es/upload/style';
import { useContext, useRef, useState, type DragEvent, type ReactNode } from 'react';

export interface LightDraggerProps {
  /** The file types the zone takes, as the file input's `accept` (e.g. '.csv,text/csv'). */
  accept: string;
  disabled?: boolean;
  /** The file shown under the zone (the one chosen), if any. */
  fileName?: string | undefined;
  /** A file was picked or dropped (one at a time; a dropped file of another type is ignored). */
  onFile: (file: File) => void;
  /** The shown file's remove button was clicked. */
  onRemove: () => void;
  children: ReactNode;
}

/** Whether `file` is of a type `accept` lists (extensions, media types, `type/*`), as rc-upload. */
export function accepts(accept: string, file: File): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith('.')
        ? name.endsWith(entry)
        : entry.endsWith('/*')
          ? type.startsWith(entry.slice(0, -1))
          : type === entry,
    );
}

/**
 * antd's Upload.Dragger for a file the page reads itself (nothing is sent by the zone): its
 * markup, classes and styles (antd's Upload style hook) on a drop zone and a hidden file input,
 * and the chosen file in antd's text list with its remove button. antd's Upload brings rc-upload
 * and its request code, the list's motion and the picture list's Progress (rc-progress and its
 * circle), all in a screen's first load. The zone is a button: a click, or Enter or Space on
 * it, opens the file picker.
 */
export function LightDragger({
  accept,
  disabled = false,
  fileName,
  onFile,
  onRemove,
  children,
}: LightDraggerProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('upload');
  const rootCls = useCSSVarCls(prefixCls);
  const [, hashId, cssVarCls] = useUploadStyle(prefixCls, rootCls);
  const input = useRef<HTMLInputElement>(null);
  const [hover, setHover] = useState(false);
  const pick = () => {
    if (!disabled) input.current?.click();
  };
  const onDrag = (event: DragEvent) => {
    event.preventDefault();
    setHover(event.type === 'dragover');
    if (event.type !== 'drop' || disabled) return;
    const file = [...event.dataTransfer.files].find((dropped) => accepts(accept, dropped));
    if (file) onFile(file);
  };
  const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');
  return (
    <span className={classes(`${prefixCls}-wrapper`, hashId, cssVarCls)}>
      <div
        className={classes(
          hashId,
          prefixCls,
          `${prefixCls}-drag`,
          hover && `${prefixCls}-drag-hover`,
          disabled && `${prefixCls}-disabled`,
        )}
        onDrop={onDrag}
        onDragOver={onDrag}
        onDragLeave={onDrag}
      >
        <span
          {...(!disabled && { tabIndex: 0 })}
          className={classes(prefixCls, disabled && `${prefixCls}-disabled`, `${prefixCls}-btn`)}
          role="button"
          onClick={pick}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            // Space on a button presses it; the page must not scroll.
            event.preventDefault();
            pick();
          }}
        >
          <input
            ref={input}
            name="file"
            disabled={disabled}
            type="file"
            style={{ display: 'none' }}
            accept={accept}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file can be picked again (read anew).
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
          <div className={`${prefixCls}-drag-container`}>{children}</div>
        </span>
      </div>
      <div className={`${prefixCls}-list ${prefixCls}-list-text`}>
        {fileName !== undefined && (
          <div className={`${prefixCls}-list-item-container`}>
            <div className={`${prefixCls}-list-item ${prefixCls}-list-item-done`}>
              <div className={`${prefixCls}-icon`}>
                <PaperClipOutlined />
              </div>
              <span className={`${prefixCls}-list-item-name`} title={fileName}>
                {fileName}
              </span>
              <span className={`${prefixCls}-list-item-actions`}>
                {!disabled && (
                  <Button
                    title="Remove file"
                    type="text"
                    size="small"
                    icon={<DeleteOutlined tabIndex={-1} />}
                    className={`${prefixCls}-list-item-action`}
                    onClick={onRemove}
                  />
                )}
              </span>
            </div>
          </div>
        )}
      </div>
    </span>
  );
}
