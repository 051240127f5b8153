import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useMenuStyle from 'antd/es/menu/style';
import { useContext } from 'react';
import type { KeyboardEvent } from 'react';
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
 * tooltips it keeps for collapsed menus): a flat list of links needs none of it. The keyboard
 * works as in antd's inline menu: the list is one tab stop, the arrow keys move between the
 * entries' links (wrapping around), Home and End go to the first and last, Enter follows a link.
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

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('li > span > a')];
    if (links.length === 0) return;
    const current = links.findIndex((link) =>
      link.closest('li')?.contains(document.activeElement ?? null),
    );
    let next: number;
    if (event.key === 'ArrowDown') next = (current + 1) % links.length;
    else if (event.key === 'ArrowUp')
      next = current === -1 ? links.length - 1 : (current - 1 + links.length) % links.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = links.length - 1;
    else return;
    event.preventDefault();
    links[next]?.focus();
  };

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
        role="menu"
        tabIndex={0}
        style={{ borderInlineEnd: 'none' }}
        onKeyDown={onKeyDown}
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
            role="menuitem"
            tabIndex={-1}
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
