import { Menu } from 'antd';
import { NavLink, useLocation } from 'react-router';
import { adminPath } from '../route-registry.ts';
import type { AdminScreen } from '../route-registry.ts';

export interface AdminNavProps {
  screens: readonly AdminScreen[];
}

/**
 * One entry per registered screen that has a navigation label, in registry order: antd's inline
 * Menu whose labels are links. Each link is a tab stop and Enter follows it; the menu's arrow
 * keys, Home and End move between the links (antd's Menu focuses an item's link). The current
 * screen's entry is selected and its link says so (`aria-current="page"`, from NavLink).
 */
export function AdminNav({ screens }: AdminNavProps) {
  const { pathname } = useLocation();
  const entries = screens.flatMap((screen) =>
    screen.navLabel ? [{ to: adminPath(screen.path), label: screen.navLabel }] : [],
  );
  const selected = entries.find(
    (entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`),
  );
  return (
    <nav aria-label="Admin screens">
      <Menu
        mode="inline"
        // The links are the tab stops: the list itself is not one more.
        tabIndex={-1}
        selectedKeys={selected ? [selected.to] : []}
        style={{ borderInlineEnd: 'none' }}
        items={entries.map((entry) => ({
          key: entry.to,
          label: <NavLink to={entry.to}>{entry.label}</NavLink>,
        }))}
      />
    </nav>
  );
}
