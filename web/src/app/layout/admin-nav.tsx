import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useMenuStyle from 'antd/es/menu/style';
import { useContext } from 'react';
import { NavLink, useLocation } from 'react-router';
import { adminPath } from '../route-registry.ts';
import type { AdminScreen } from '../route-registry.ts';

export interface AdminNavProps {
  screens: readonly AdminScreen[];
}

/**
 * One entry per registered screen that has a navigation label, in registry order.
 *
 * The markup, class names and styles of antd's inline `Menu` (its style hook, with the theme's
 * Menu tokens), without the menu component itself (rc-menu, its overflow and motion code, and the
 * tooltips it keeps for collapsed menus): a flat list of links needs none of it. It is a list of
 * links, not an ARIA menu: each link is a tab stop and Enter follows it, and the current screen's
 * link says so (`aria-current="page"`).
 */
export function AdminNav({ screens }: AdminNavProps) {
  const { pathname } = useLocation();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('menu');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useMenuStyle(prefixCls, rootCls);

  const entries = screens.flatMap((screen) =>
    screen.navLabel ? [{ to: adminPath(screen.path), label: screen.navLabel }] : [],
  );
  const selected = entries.find(
    (entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`),
  );

  const itemClass = `${prefixCls}-item`;
  return wrapCSSVar(
    <nav aria-label="Admin screens">
      <ul
        className={[
          prefixCls,
          `${prefixCls}-root`,
          `${prefixCls}-inline`,
          `${prefixCls}-light`,
          hashId,
          cssVarCls,
          rootCls,
        ]
          .filter(Boolean)
          .join(' ')}
        style={{ borderInlineEnd: 'none' }}
      >
        {entries.map((entry) => (
          <li
            key={entry.to}
            className={[
              itemClass,
              entry === selected ? `${itemClass}-selected` : '',
              `${itemClass}-only-child`,
            ]
              .filter(Boolean)
              .join(' ')}
            style={{ paddingLeft: 24 }}
          >
            <span className={`${prefixCls}-title-content`}>
              <NavLink to={entry.to}>{entry.label}</NavLink>
            </span>
          </li>
        ))}
      </ul>
    </nav>,
  );
}
