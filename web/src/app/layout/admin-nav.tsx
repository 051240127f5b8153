import { Menu } from 'antd';
import { NavLink, useLocation } from 'react-router';
import { adminPath } from '../route-registry.ts';
import type { AdminScreen } from '../route-registry.ts';

export interface AdminNavProps {
  screens: readonly AdminScreen[];
}

/** One entry per registered screen that has a navigation label, in registry order. */
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
        items={entries.map((entry) => ({
          key: entry.to,
          label: <NavLink to={entry.to}>{entry.label}</NavLink>,
        }))}
        selectedKeys={selected ? [selected.to] : []}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
