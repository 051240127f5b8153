import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { Text } from './typography.tsx';

/**
 * Writes `text` to the clipboard; where the Clipboard API is missing (a page not served over
 * https), by the copy command on a hidden text area, as antd's copyable does.
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** How long the copied tick shows, as antd's copyable (3 s). */
const COPIED_MS = 3_000;

/**
 * antd's `Typography.Text copyable` for a plain text: the text and its copy button (antd's
 * classes, its 'Copy' / 'Copied' tips as the button's title and name, the tick for 3 s after a
 * copy), without antd's Tooltip and the popup code it brings.
 */
export function CopyableText({ children }: { children: string }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const tip = copied ? 'Copied' : 'Copy';
  return (
    <Text>
      {children}
      <button
        type="button"
        className={copied ? `${prefixCls}-copy ${prefixCls}-copy-success` : `${prefixCls}-copy`}
        aria-label={tip}
        title={tip}
        onClick={(event) => {
          event.stopPropagation();
          void copyText(children).then(() => setCopied(true));
        }}
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </Text>
  );
}
