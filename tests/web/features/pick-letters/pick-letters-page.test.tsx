import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PickLettersUpdateMealLetterMutationDocument } from '../../../../web/src/generated/graphql.ts';
// Loaded up front: the route is lazy, and transforming it in the first test would eat its time.
import '../../../../web/src/features/pick-letters/pick-letters-page.tsx';
import { renderApp } from '../../support/render-app.tsx';
import { openOptions, shownChoice } from '../../support/antd-select.ts';

// Label and text queries: role queries compute every accessible name, which takes seconds per
// query over a full antd table in jsdom.
const tab = (name: string) => screen.getByText(name, { selector: '[role=tab]' });
import { counts, mealRow, pageMocks, PAGE_PATH, scope } from './fixtures.ts';

// The first wait covers the lazy route and the first queries on a shared, busy machine.
const mealTable = () =>
  screen.findByLabelText('Meal letters', { selector: 'table' }, { timeout: 20_000 });

function updateMock(mealLetter: string, answer: 'saved' | string) {
  return {
    request: {
      query: PickLettersUpdateMealLetterMutationDocument,
      variables: {
        input: {
          ...scope,
          pickableId: '11',
          pickableType: 'MenuSelection',
          mealLetter,
          mealBagSize: 'Meal Bag',
        },
      },
    },
    result: {
      data: {
        updateMealLetter: {
          __typename: 'UpdateMealLetterPayload',
          mealLetter: answer === 'saved' ? mealRow('11', 'Tacos', mealLetter) : null,
          counts: answer === 'saved' ? counts({ duplicateLetters: 0 }) : null,
          userErrors:
            answer === 'saved'
              ? []
              : [{ __typename: 'UserError', field: ['input', 'mealLetter'], message: answer }],
        },
      },
    },
  };
}

describe('pick letters page', { timeout: 90_000 }, () => {
  it('shows the counts chips, the three tabs and the duplicate letters of the chosen facility and menu', async () => {
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    expect(screen.getByText('Meal letters: 2 / 3')).toBeInTheDocument();
    expect(screen.getByText('Duplicate letters: 1')).toBeInTheDocument();
    for (const name of ['Meal Letters', 'Protein Letters', 'Protein Quantities']) {
      expect(tab(name)).toBeInTheDocument();
    }
    const duplicates = screen.getByLabelText('Duplicate letters', { selector: 'ul' });
    expect(duplicates).toHaveTextContent('M1: Salmon Bowl, Tacos');
    expect(
      screen.getByText('Required headers: menuId, pickableName, mealLetter'),
    ).toBeInTheDocument();
  });

  it('an invalid letter stays in error and is not sent', async () => {
    // No mutation mock: sending the letter would fail the test with an unmatched request.
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    await userEvent.click(screen.getByLabelText('Edit Tacos'));
    const input = screen.getByLabelText('Meal letter of Tacos');
    // One change event: typing key by key re-renders the whole antd table per key in jsdom.
    fireEvent.change(input, { target: { value: '7M' } });
    await userEvent.click(screen.getByLabelText('Save Tacos'));
    // antd shows a field's problem a moment after its check, and draws it anew as it settles.
    await waitFor(
      () => expect(screen.getByText('One letter followed by digits, e.g. A12')).toBeVisible(),
      { timeout: 5_000 },
    );
    expect(screen.getByLabelText('Meal letter of Tacos')).toBeInTheDocument();
  });

  it('a valid letter is saved, upper-cased, and the row leaves edit mode', async () => {
    renderApp(PAGE_PATH, [...pageMocks(), updateMock('M7', 'saved')]);
    await mealTable();
    await userEvent.click(screen.getByLabelText('Edit Tacos'));
    fireEvent.change(screen.getByLabelText('Meal letter of Tacos'), { target: { value: 'm7' } });
    await userEvent.click(screen.getByLabelText('Save Tacos'));
    expect(await screen.findByText('Duplicate letters: 0')).toBeInTheDocument();
    expect(screen.queryByLabelText('Meal letter of Tacos')).not.toBeInTheDocument();
    expect(screen.getByText('Tacos').closest('tr')).toHaveTextContent('M7');
  });

  it('a refused save shows why and keeps the old row', async () => {
    renderApp(PAGE_PATH, [...pageMocks(), updateMock('M9', 'Menu is locked for letter edits')]);
    await mealTable();
    await userEvent.click(screen.getByLabelText('Edit Tacos'));
    const input = screen.getByLabelText('Meal letter of Tacos');
    // One change event: typing key by key re-renders the whole antd table per key in jsdom.
    fireEvent.change(input, { target: { value: 'M9' } });
    await userEvent.click(screen.getByLabelText('Save Tacos'));
    expect((await screen.findAllByText('Menu is locked for letter edits')).length).toBeGreaterThan(
      0,
    );
    await userEvent.click(screen.getByLabelText('Cancel Tacos'));
    const row = within(await mealTable())
      .getByText('Tacos')
      .closest('tr')!;
    expect(row).toHaveTextContent('M1');
  });

  it('a meal bag size is chosen from the four options, and a row without one cannot get one', async () => {
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    await userEvent.click(screen.getByLabelText('Edit Cookies'));
    expect(screen.queryByLabelText('Meal bag of Cookies')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Cancel Cookies'));
    await userEvent.click(screen.getByLabelText('Edit Tacos'));
    const bag = screen.getByLabelText('Meal bag of Tacos', { selector: 'input' });
    expect(shownChoice(bag)).toBe('Meal Bag');
    const options = await openOptions(bag);
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Meal Bag',
      'Large Meal Bag',
      'Family Meal Bag',
      'Protein Meal Bag',
    ]);
    await userEvent.click(options.getByRole('option', { name: 'Family Meal Bag' }));
    expect(shownChoice(bag)).toBe('Family Meal Bag');
  });

  it('the Type filter, opened from the keyboard, shows the rows of the chosen types, or of every type', async () => {
    renderApp(PAGE_PATH, pageMocks());
    const table = await mealTable();
    const names = () =>
      [...table.querySelectorAll('tbody tr[data-row-key]')].map(
        (row) => row.querySelector('td')?.textContent,
      );
    expect(names()).toContain('Tacos');
    const header = within(table).getByText('Type', { selector: 'th span' }).closest('th')!;
    const filter = within(header).getByRole('button', { name: 'Filter Type' });
    // A tab stop, opened with Enter as a button is.
    expect(filter.tabIndex).toBe(0);
    filter.focus();
    await userEvent.keyboard('{Enter}');
    // Each type a labelled checkbox, the first focused as the menu opens.
    const menu = await screen.findByRole('group', { name: 'Filter Type' });
    await waitFor(() => expect(within(menu).getByRole('checkbox', { name: 'Meal' })).toHaveFocus());
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Ingredient' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'OK' }));
    expect(names()).toEqual(['Cookies', 'Chicken, Rice & Beans']);

    // Several types at once.
    await userEvent.click(filter);
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Meal' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'OK' }));
    expect(names()).toContain('Tacos');
    expect(names()).toContain('Cookies');
    expect(names()).not.toContain('Tacos Recipe Card');

    await userEvent.click(filter);
    await userEvent.click(within(menu).getByRole('button', { name: 'Reset' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'OK' }));
    expect(names()).toContain('Tacos Recipe Card');
  });

  it('the Name and Meal Letter headers sort the rows, their tip saying what a click does next', async () => {
    renderApp(PAGE_PATH, pageMocks());
    const table = await mealTable();
    const names = () =>
      [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);
    const unsorted = names();
    const title = within(table).getByText('Name', { selector: 'th span' });
    const header = title.closest('th')!;
    // The tip says what a click does next, on keyboard focus (a tip is drawn once first shown)…
    const letterHeader = within(table)
      .getByText('Meal Letter', { selector: 'th span' })
      .closest('th')!;
    act(() => letterHeader.focus());
    expect(await screen.findByText('Click to sort ascending')).toBeInTheDocument();
    // …and on hover.
    await userEvent.hover(title);
    await waitFor(() => expect(screen.getAllByText('Click to sort ascending')).toHaveLength(2));
    await userEvent.unhover(title);
    await userEvent.click(header);
    const ascending = [...unsorted].sort((a, b) => a!.localeCompare(b!));
    expect(names()).toEqual(ascending);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    expect(names()).toEqual([...ascending].reverse());
    await userEvent.click(header);
    expect(names()).toEqual(unsorted);
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('only one row is editable at a time', async () => {
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    await userEvent.click(screen.getByLabelText('Edit Tacos'));
    expect(screen.getByLabelText('Edit Salmon Bowl')).toBeDisabled();
  });

  it('switching tabs during an edit asks first', async () => {
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    await userEvent.click(screen.getByLabelText('Edit Tacos'));
    await userEvent.click(tab('Protein Letters'));
    const question = 'It looks like you are editing data, are you sure you want to switch tabs?';
    expect((await screen.findAllByText(question)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByText('Switch Tabs'));
    expect(
      await screen.findByLabelText('Protein letters', { selector: 'table' }),
    ).toBeInTheDocument();
    expect(tab('Protein Letters')).toHaveAttribute('aria-selected', 'true');
  });

  it("a protein's ingredient ID has a copy button whose tip shows on keyboard focus", async () => {
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    await userEvent.click(tab('Protein Letters'));
    const table = await screen.findByLabelText('Protein letters', { selector: 'table' });
    const [copy] = within(table).getAllByRole('button', { name: 'Copy' });
    copy!.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy ingredient ID');
  });

  it('protein quantities group by protein or by meal, with replacements marked', async () => {
    renderApp(PAGE_PATH, pageMocks());
    await mealTable();
    await userEvent.click(tab('Protein Quantities'));
    const table = await screen.findByLabelText('Protein quantities', { selector: 'table' });
    for (const column of ['Protein', 'Meal', 'Picks per 2 Servings']) {
      expect(screen.getAllByText(column, { selector: 'th' }).length).toBeGreaterThan(0);
    }
    // Grouped by protein: Chicken Breast spans its two meals; the replacement is its Salmon Bowl row.
    expect(within(table).getAllByText('Chicken Breast')).toHaveLength(1);
    expect(within(table).getByText('Replacement').closest('td')).toHaveTextContent('Salmon Bowl');
    await userEvent.click(screen.getByText('Group By Meal'));
    expect(within(table).getAllByText('Chicken Breast')).toHaveLength(2);
    expect(within(table).getAllByText('Salmon Bowl')).toHaveLength(1);
  });

  it('a locked menu says why, and nothing can be edited or uploaded', async () => {
    renderApp(PAGE_PATH, pageMocks(true));
    await mealTable();
    expect(screen.getAllByText('Menu is locked for letter edits').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Edit Tacos')).toBeDisabled();
    expect(screen.getByText('Submit CSV').closest('button')!).toBeDisabled();
  });
});
