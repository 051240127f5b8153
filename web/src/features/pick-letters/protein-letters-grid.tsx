import { useMutation } from '@apollo/client/react';
import { isProteinLetter } from '@ops/schema/pick-letters/letters';
import { App } from 'antd';
import {
  PickLettersUpdateProteinLetterMutationDocument,
  type ProteinLettersGrid_RowFragment,
} from '../../generated/graphql.ts';
import { LetterInput, LetterText, letterCheck } from './letter-cell.tsx';
import { LettersTable, type LetterColumn, type LetterValues } from './letters-table.tsx';
import { PICKS_PER_TWO_SERVINGS, PROTEIN_LETTER_HINT } from './messages.ts';
import { IngredientId } from './ingredient-id.tsx';
import { ProteinName } from './protein-name.tsx';
import { saveRow } from './save-row.ts';
import type { EditingKey } from '../../shared/use-row-editing.ts';

type Row = ProteinLettersGrid_RowFragment;

const checkLetter = letterCheck(isProteinLetter, PROTEIN_LETTER_HINT);

export interface ProteinLettersGridProps extends EditingKey {
  rows: readonly Row[];
  packingFacilityId: string;
  menuId: string;
  locked: boolean;
}

/**
 * One row per meal using a protein. A protein has one bin, so its letter is the same on every
 * meal: saving one row changes them all (the mutation returns them all to the cache).
 */
export function ProteinLettersGrid({
  packingFacilityId,
  menuId,
  ...grid
}: ProteinLettersGridProps) {
  const { message } = App.useApp();
  const [update] = useMutation(PickLettersUpdateProteinLetterMutationDocument);

  const save = (row: Row, values: LetterValues) =>
    saveRow('letter', message, async () => {
      const { data } = await update({
        variables: {
          input: {
            packingFacilityId,
            menuId,
            ingredientBoxingAssignmentId: row.ingredientBoxingAssignmentId,
            letter: values.letter ?? '',
          },
        },
      });
      return data?.updateProteinLetter.userErrors;
    });

  const columns: LetterColumn<Row>[] = [
    {
      title: 'Protein',
      key: 'protein',
      render: (row) => <ProteinName row={row} />,
    },
    {
      title: 'Ingredient ID',
      key: 'ingredientId',
      width: 130,
      render: (row) => <IngredientId id={row.ingredientId} />,
    },
    { title: 'Meal', key: 'meal', render: (row) => row.mealTitle },
    { title: PICKS_PER_TWO_SERVINGS, key: 'quantity', width: 170, render: (row) => row.quantity },
    {
      title: 'Letter',
      key: 'letter',
      width: 160,
      render: (row) => <LetterText letter={row.letter} />,
      editor: (row) => (
        <LetterInput name="letter" label={`Letter of ${row.ingredientName}`} check={checkLetter} />
      ),
    },
  ];

  return (
    <LettersTable<Row>
      {...grid}
      label="Protein letters"
      columns={columns}
      initialValues={(row) => ({ letter: row.letter ?? '' })}
      onSave={save}
      rowName={(row) => `${row.ingredientName} (${row.mealTitle})`}
    />
  );
}
