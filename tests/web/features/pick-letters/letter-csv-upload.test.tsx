import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  PickLettersUploadMealLettersMutationDocument,
  PickLettersUploadProteinLettersMutationDocument,
} from '../../../../web/src/generated/graphql.ts';
// Loaded up front: the route is lazy, and transforming it in the first test would eat its time.
import '../../../../web/src/features/pick-letters/pick-letters-page.tsx';
import { renderApp } from '../../support/render-app.tsx';

// Label and text queries: role queries compute every accessible name, which takes seconds per
// query over a full antd table in jsdom.
const tab = (name: string) => screen.getByText(name, { selector: '[role=tab]' });
import { counts, mealRow, meals, pageMocks, PAGE_PATH, scope } from './fixtures.ts';

const CSV_FAILURE =
  'There was an error submitting the CSV - please try again. If the problem persists, please contact someone from the Tech Fulfillment Team.';

const csv = (text: string) => new File([text], 'letters.csv', { type: 'text/csv' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const submitButton = () => screen.getByText('Submit CSV').closest('button')!;

async function openPage(extraMocks: Parameters<typeof renderApp>[1] = []) {
  renderApp(PAGE_PATH, [...pageMocks(), ...extraMocks]);
  await screen.findByLabelText('Meal letters', { selector: 'table' }, { timeout: 20_000 });
}

describe('letters CSV upload', { timeout: 90_000 }, () => {
  it('lists every problem of a meal CSV with its messages and keeps Submit CSV disabled', async () => {
    await openPage();
    await userEvent.upload(
      fileInput(),
      csv(
        '\uFEFFmenuId,pickableName,mealLetter\r\n5,Tacos,M1x\r\n5,Burgers,M2\r\n5,,M3\r\n5,Tacos,A4\r\n',
      ),
    );
    const errors = await screen.findByLabelText('CSV errors', { selector: 'ul' });
    expect([...errors.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Invalid meal letter M1x for Tacos',
      'Pickable not found: Burgers',
      'Empty cell detected on row 4',
      'Pickable not found: Tacos',
    ]);
    expect(submitButton()).toBeDisabled();
  });

  it('the drop zone opens the file picker on a click, Enter and Space', async () => {
    await openPage();
    const opened = vi.fn();
    fileInput().addEventListener('click', opened);
    const zone = screen
      .getByText('Click or drag a CSV file to this area to upload')
      .closest<HTMLElement>('[role=button]')!;
    await userEvent.click(zone);
    expect(opened).toHaveBeenCalledTimes(1);
    act(() => zone.focus());
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('a chosen file is shown under the zone, and removing it clears its problems', async () => {
    await openPage();
    await userEvent.upload(fileInput(), csv('menu_id,Pickable Name,letter\n5,Tacos,M1\n'));
    expect(await screen.findByLabelText('CSV errors', { selector: 'ul' })).toBeInTheDocument();
    expect(screen.getByText('letters.csv')).toBeInTheDocument();
    const remove = screen.getByLabelText('Remove file');
    act(() => remove.focus());
    expect(await screen.findByRole('tooltip', { name: 'Remove file' })).toBeInTheDocument();
    await userEvent.click(remove);
    expect(screen.queryByText('letters.csv')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CSV errors', { selector: 'ul' })).not.toBeInTheDocument();
  });

  it('reports wrong headers', async () => {
    await openPage();
    await userEvent.upload(fileInput(), csv('menu_id,Pickable Name,letter\n5,Tacos,M1\n'));
    const errors = await screen.findByLabelText('CSV errors', { selector: 'ul' });
    expect(errors).toHaveTextContent('Invalid headers: letter');
    expect(errors).toHaveTextContent('Missing headers: mealLetter');
  });

  it('a valid meal CSV is submitted, the toast says so and the grid shows the new letter', async () => {
    await openPage([
      {
        request: {
          query: PickLettersUploadMealLettersMutationDocument,
          variables: {
            input: {
              ...scope,
              rows: [{ menuId: '5', pickableName: 'Chicken, Rice & Beans', mealLetter: 'a9' }],
            },
          },
        },
        result: {
          data: {
            uploadMealLetters: {
              __typename: 'UploadMealLettersPayload',
              mealLetters: [
                ...meals.slice(0, 3),
                mealRow('14', 'Chicken, Rice & Beans', 'A9', {
                  mealBag: null,
                  pickableType: 'Ingredient',
                }),
              ],
              counts: counts({ mealLettersAssigned: 3 }),
              userErrors: [],
            },
          },
        },
      },
    ]);
    expect(submitButton()).toBeDisabled();
    // It has no letter yet, so it matches by name alone; its name holds a quoted comma.
    await userEvent.upload(
      fileInput(),
      csv('menuId,pickableName,mealLetter\n 5 ," Chicken, Rice & Beans ",a9\n\n'),
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByLabelText('CSV errors', { selector: 'ul' })).not.toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Your CSV was uploaded successfully.')).toBeInTheDocument();
    const row = screen.getByText('Chicken, Rice & Beans').closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('A9'));
    expect(screen.getByText('Meal letters: 3 / 3')).toBeInTheDocument();
  });

  it('the host refusing a protein CSV shows the error toast and its row messages', async () => {
    await openPage([
      {
        request: {
          query: PickLettersUploadProteinLettersMutationDocument,
          variables: {
            input: { ...scope, rows: [{ menuId: '5', ingredientId: '31', letter: 'p7' }] },
          },
        },
        result: {
          data: {
            uploadProteinLetters: {
              __typename: 'UploadProteinLettersPayload',
              proteinLetters: [],
              counts: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['input', 'rows'],
                  message: 'Menu is locked for letter edits',
                },
              ],
            },
          },
        },
      },
    ]);
    await userEvent.click(tab('Protein Letters'));
    await screen.findByLabelText('Protein letters', { selector: 'table' });
    expect(screen.getByText('Required headers: menuId, ingredientId, letter')).toBeInTheDocument();
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(
      inputs[inputs.length - 1]!,
      csv('menuId,ingredientId,letter\n5,31,p7\n'),
    );
    const submit = screen.getAllByText('Submit CSV').at(-1)!.closest('button')!;
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText(CSV_FAILURE)).toBeInTheDocument();
    expect(await screen.findByLabelText('CSV errors', { selector: 'ul' })).toHaveTextContent(
      'Menu is locked for letter edits',
    );
  });
});
