import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** What an antd Select shows chosen (antd titles the shown choice), found by its input. */
export const shownChoice = (input: HTMLElement) =>
  input.closest('.ant-select')?.querySelector('[title]')?.textContent;

/**
 * Opens an antd Select (found by its input) and returns its options. Each select's options open
 * in a list of their own at the end of the page, kept once opened, and ids are all alike under
 * test: the last list is the one this select opened.
 */
export async function openOptions(input: HTMLElement) {
  await userEvent.click(input);
  const list = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role=listbox]')].at(-1);
    if (!found) throw new Error('the options are not open');
    return found;
  });
  return within(list);
}

/** Opens an antd Select and clicks the option `label`. */
export async function chooseOption(input: HTMLElement, label: string) {
  const options = await openOptions(input);
  await userEvent.click(options.getByRole('option', { name: label }));
}
