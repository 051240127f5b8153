import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import type { LineWidget_LineFragment } from '../../generated/graphql.ts';
import { LineWidget } from './line-widget.tsx';

const MINUTE = 60_000;

/** Every line's widget; 'last print' texts move on by themselves once a minute. */
export function LineWidgets({
  lines,
  onOpen,
  onFilter,
  onChangePreset,
}: {
  lines: readonly LineWidget_LineFragment[];
  onOpen: (line: LineWidget_LineFragment) => void;
  onFilter: (line: LineWidget_LineFragment) => void;
  onChangePreset?: (line: LineWidget_LineFragment) => void;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return (
    <Flex wrap gap="small">
      {lines.map((line) => (
        <LineWidget
          key={line.id}
          line={line}
          now={now}
          onOpen={onOpen}
          onFilter={onFilter}
          {...(onChangePreset ? { onChangePreset } : {})}
        />
      ))}
    </Flex>
  );
}
