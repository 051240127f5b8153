import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightTabs, type LightTab } from '../../../web/src/shared/light-tabs.tsx';
import { render } from '../support/render.tsx';
import { comparableMarkup } from './antd-markup.ts';

const items: LightTab[] = [
  { key: 'meal', label: 'Meal Letters', children: 'Meal grid' },
  { key: 'protein', label: 'Protein Letters', children: 'Protein grid' },
  { key: 'quantities', label: 'Protein Quantities', children: 'Quantities' },
];

/**
 * The tabs' markup (comparableMarkup) with the ids named by their order of appearance (React's
 * ids differ between the two), and without rc-tabs' hidden "more" button (its overflow dropdown,
 * which the light tabs leave out).
 */
function markup(container: HTMLElement): string {
  const ids = new Map<string, string>();
  const idOf = (id: string) => {
    const prefix = id.replace(/-(tab|panel)-.*$/, '');
    if (!ids.has(prefix)) ids.set(prefix, `tabs-${ids.size}`);
    return id.replace(prefix, ids.get(prefix)!);
  };
  return comparableMarkup(container.querySelector('.ant-tabs')!, (element) => {
    if (element.classList.contains('ant-tabs-nav-operations')) element.replaceChildren();
    for (const name of ['id', 'aria-controls', 'aria-labelledby']) {
      const value = element.getAttribute(name);
      if (value) element.setAttribute(name, idOf(value));
    }
    // The ink bar's place is measured from the layout, which jsdom does not have.
    if (element.classList.contains('ant-tabs-ink-bar')) element.removeAttribute('style');
    // rc-tabs stops the list's scroll animation for a moment after a focus (a list that never
    // scrolls has none to stop).
    if (element instanceof HTMLElement && element.classList.contains('ant-tabs-nav-list'))
      element.style.removeProperty('transition');
  }).replace(/<div class="ant-tabs-nav-operations[^"]*"><\/div>/, '');
}

function Switching({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('meal');
  return (
    <LightTabs
      items={items}
      activeKey={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

describe('LightTabs', () => {
  it("is antd's Tabs markup, before and after a switch (a panel once shown stays, hidden)", async () => {
    const user = userEvent.setup();
    function AntdSwitching() {
      const [active, setActive] = useState('meal');
      return <Tabs activeKey={active} onChange={setActive} items={items} />;
    }
    const light = render(<Switching />);
    const antd = render(<AntdSwitching />);
    expect(markup(light.container)).toBe(markup(antd.container));
    for (const container of [light.container, antd.container]) {
      await user.click(container.querySelector('[data-node-key="protein"] [role=tab]')!);
    }
    // rc-tabs hides a panel when its leave motion ends: a frame later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(markup(light.container)).toBe(markup(antd.container));
    expect(light.container.querySelectorAll('[role=tabpanel]')).toHaveLength(2);
  });

  it('shows the chosen tab, its panel labelled by it, and renders a panel only once shown', async () => {
    const user = userEvent.setup();
    render(<Switching />);
    expect(screen.getByRole('tab', { name: 'Meal Letters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Meal Letters' })).toHaveTextContent('Meal grid');
    expect(screen.queryByText('Quantities')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Protein Quantities' }));
    expect(screen.getByRole('tabpanel', { name: 'Protein Quantities' })).toHaveTextContent(
      'Quantities',
    );
    expect(screen.getByRole('tab', { name: 'Meal Letters' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByText('Meal grid')).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves the focus with the arrow keys (wrapping), Home and End, and chooses with Enter or Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switching onChange={onChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(name) });
    // One tab stop: the active tab.
    await user.tab();
    expect(tab('Meal Letters')).toHaveFocus();
    expect(tab('Protein Letters')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('Protein Letters')).toHaveFocus();
    expect(screen.getByText('Tab 2 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Protein Quantities')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Meal Letters')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Protein Quantities')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('quantities');
    expect(tab('Protein Quantities')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith('meal');
    expect(tab('Meal Letters')).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the choice to its owner: a tab is shown only once the owner sets it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LightTabs items={items} activeKey="meal" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Protein Letters' }));
    expect(onChange).toHaveBeenCalledWith('protein');
    expect(screen.getByRole('tab', { name: 'Meal Letters' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
