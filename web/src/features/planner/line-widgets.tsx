import { Flex, theme } from 'antd';
import { startTransition, useEffect, useState } from 'react';
import type { LineWidget_LineFragment } from '../../generated/graphql.ts';
import { LINE_WIDGET_SIZE, LineWidget } from './line-widget.tsx';

const MINUTE = 60_000;

/**
 * False for the first render, true once React has rendered again in a transition after that
 * first commit: what is shown only then waits for the page's first paint, and its rendering
 * yields to input.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}

/**
 * Every line's widget; 'last print' texts move on by themselves once a minute.
 *
 * When the planner's answer arrives, the group table is painted first: the twelve widgets
 * (each a card with a progress bar, buttons and texts) cost about as much to render as the table's
 * rows, so they follow in the next frames, in boxes of their own size meanwhile (the table
 * below does not move when they come): empty boxes of their size.
 */
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
  const painted = useAfterFirstPaint();
  const { token } = theme.useToken();
  return (
    <Flex wrap gap="small">
      {lines.map((line) =>
        painted ? (
          <LineWidget
            key={line.id}
            line={line}
            now={now}
            onOpen={onOpen}
            onFilter={onFilter}
            {...(onChangePreset ? { onChangePreset } : {})}
          />
        ) : (
          // An empty box in a card's colours, not an antd Card: a Card here would build Card's
          // styles in the frame of the table's first rows.
          <div
            key={line.id}
            aria-hidden
            style={{
              ...LINE_WIDGET_SIZE,
              borderRadius: token.borderRadiusLG,
              border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
              background: token.colorBgContainer,
            }}
          />
        ),
      )}
    </Flex>
  );
}
