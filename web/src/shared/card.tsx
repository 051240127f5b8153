import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';
import { useContext } from 'react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'style'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * antd's Card style, registered for as long as the caller is mounted: a screen that shows cards
 * only once its data is there can register it while the data is on the way.
 */
export function useCardLook() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(prefixCls);
  return { prefixCls, wrapCSSVar, hashId, cssVarCls };
}

/**
 * antd's Card as the screens use it (a title, an extra, a body; outlined): the same markup,
 * class names and styles (antd's Card style hook), without what Card always imports for the
 * features left out here (Tabs with rc-tabs, its dropdown and menu, for `tabList`; Skeleton for
 * `loading`). Use antd's Card for tabs, loading, actions or a cover.
 */
export function Card({ title, extra, size, className, style, children, ...rest }: CardProps) {
  const { direction, card } = useContext(ConfigProvider.ConfigContext);
  const { prefixCls, wrapCSSVar, hashId, cssVarCls } = useCardLook();
  const classes = [
    prefixCls,
    card?.className,
    `${prefixCls}-bordered`,
    size ? `${prefixCls}-${size}` : '',
    direction === 'rtl' ? `${prefixCls}-rtl` : '',
    className,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
  return wrapCSSVar(
    <div {...rest} className={classes} style={{ ...card?.style, ...style }}>
      {(title || extra) && (
        <div className={`${prefixCls}-head`}>
          <div className={`${prefixCls}-head-wrapper`}>
            {title && <div className={`${prefixCls}-head-title`}>{title}</div>}
            {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
          </div>
        </div>
      )}
      <div className={`${prefixCls}-body`}>{children}</div>
    </div>,
  );
}
