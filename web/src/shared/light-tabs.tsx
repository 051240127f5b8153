import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTabsStyle from 'antd/es/tabs/style';
import {
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface LightTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface LightTabsProps {
  items: readonly LightTab[];
  activeKey: string;
  /** A tab was chosen (clicked, or Enter or Space on it); the owner sets `activeKey`. */
  onChange: (key: string) => void;
}

/**
 * antd's Tabs (top, line type) for a few tabs that always fit: antd's markup, classes and styles
 * (its style hook), without rc-tabs' overflow handling (the scrolling list and its "more"
 * dropdown with rc-menu and the popup trigger, all in a screen's first load). As
 * rc-tabs: a tab's panel renders when the tab is first shown and stays in the page, hidden,
 * after; the ink bar slides under the active tab; the keyboard moves the focus with the arrow
 * keys (wrapping), Home and End, and Enter or Space chooses the focused tab, which a live region
 * announces as 'Tab N of M'.
 */
export function LightTabs({ items, activeKey, onChange }: LightTabsProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [, hashId, cssVarCls] = useTabsStyle(prefixCls, rootCls);
  const id = `rc-tabs-${useId().replace(/:/g, '')}`;
  const tab = `${prefixCls}-tab`;

  // Panels render once shown, then stay (hidden) as rc-tabs keeps them.
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set([activeKey]));
  if (!shown.has(activeKey)) setShown(new Set([...shown, activeKey]));

  // The keyboard's focus (not the mouse's), as rc-tabs marks it.
  const [focusKey, setFocusKey] = useState<string | undefined>();
  const mouse = useRef(false);
  const buttons = useRef(new Map<string, HTMLDivElement>());
  useLayoutEffect(() => {
    if (focusKey !== undefined) buttons.current.get(focusKey)?.focus();
  }, [focusKey]);

  // The ink bar under the active tab: its centre and width, as rc-tabs' indicator.
  const [ink, setInk] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    const node = buttons.current.get(activeKey)?.parentElement;
    if (!node) return;
    const measure = () =>
      setInk({
        left: node.offsetLeft + node.offsetWidth / 2,
        transform: 'translateX(-50%)',
        width: node.offsetWidth,
      });
    measure();
    // A tab's width changes as its font loads or the page zooms.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [activeKey, items]);

  const keys = items.map((item) => item.key);
  const move = (offset: number) => {
    const at = keys.indexOf(focusKey ?? activeKey);
    setFocusKey(keys[(at + offset + keys.length) % keys.length]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.code) {
      case 'ArrowLeft':
        return move(-1);
      case 'ArrowRight':
        return move(1);
      case 'ArrowUp':
      case 'ArrowDown':
        return event.preventDefault();
      case 'Home':
        event.preventDefault();
        return setFocusKey(keys[0]);
      case 'End':
        event.preventDefault();
        return setFocusKey(keys.at(-1));
      case 'Enter':
      case 'Space':
        event.preventDefault();
        return onChange(focusKey ?? activeKey);
    }
  };

  return (
    <div
      className={[prefixCls, `${prefixCls}-top`, hashId, cssVarCls, rootCls]
        .filter(Boolean)
        .join(' ')}
    >
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div className={`${prefixCls}-nav-list`} style={{ transform: 'translate(0px, 0px)' }}>
            {items.map((item, index) => {
              const active = item.key === activeKey;
              const focused = item.key === focusKey;
              return (
                <div
                  key={item.key}
                  data-node-key={item.key}
                  className={[tab, active && `${tab}-active`, focused && `${tab}-focus`]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={() => onChange(item.key)}
                >
                  <div
                    ref={(node) => {
                      if (node) buttons.current.set(item.key, node);
                      else buttons.current.delete(item.key);
                    }}
                    role="tab"
                    aria-selected={active}
                    className={`${tab}-btn`}
                    tabIndex={active ? 0 : -1}
                    id={`${id}-tab-${item.key}`}
                    aria-controls={`${id}-panel-${item.key}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onChange(item.key);
                    }}
                    onKeyDown={onKeyDown}
                    onMouseDown={() => {
                      mouse.current = true;
                    }}
                    onMouseUp={() => {
                      mouse.current = false;
                    }}
                    onFocus={() => {
                      if (!mouse.current) setFocusKey(item.key);
                    }}
                    onBlur={() => setFocusKey(undefined)}
                  >
                    {focused && (
                      <div
                        aria-live="polite"
                        style={{
                          width: 0,
                          height: 0,
                          position: 'absolute',
                          overflow: 'hidden',
                          opacity: 0,
                        }}
                      >
                        {`Tab ${index + 1} of ${items.length}`}
                      </div>
                    )}
                    {item.label}
                  </div>
                </div>
              );
            })}
            <div className={`${prefixCls}-ink-bar ${prefixCls}-ink-bar-animated`} style={ink} />
          </div>
        </div>
      </div>
      <div className={`${prefixCls}-content-holder`}>
        <div className={`${prefixCls}-content ${prefixCls}-content-top`}>
          {items
            .filter((item) => shown.has(item.key))
            .map((item) => {
              const active = item.key === activeKey;
              const pane = `${prefixCls}-tabpane`;
              return (
                <div
                  key={item.key}
                  id={`${id}-panel-${item.key}`}
                  role="tabpanel"
                  tabIndex={active ? 0 : -1}
                  aria-labelledby={`${id}-tab-${item.key}`}
                  aria-hidden={!active}
                  className={active ? `${pane} ${pane}-active` : `${pane} ${pane}-hidden`}
                >
                  {item.children}
                </div>
              );
            })}
        </div>
      </div>
    </div>
  );
}
