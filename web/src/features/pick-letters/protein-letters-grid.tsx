import { useMutation } from '@apollo/client/react';
import { isProteinLetter } from '@ops/schema/pick-letters/letters';
import { App, Typography } from 'antd';
import {
  PickLettersUpdateProteinLetterMutationDocument,
  type ProteinLettersGrid_RowFragment,
} from '../../generated/graphql.ts';
import { LetterInput, LetterText } from './letter-cell.tsx';
import { LettersTable, type LetterColumn } from './letters-table.tsx';
import { PICKS_PER_TWO_SERVINGS, PROTEIN_LETTER_HINT } from './messages.ts';
import { ProteinName } from './protein-name.tsx';
import { saveRow } from './save-row.ts';

type Row = ProteinLettersGrid_RowFragment;

export interface ProteinLettersGridProps {
  rows: readonly Row[];
  packingFacilityId: string;
  menuId: string;
  locked: boolean;
  editingKey: string | null;
  onEditingKeyChange(key: string | null): void;
}

/**
 * One row per meal using a protein. A protein has one bin, so its letter is the same on every
 * meal: saving one row changes them all (the mutation returns them all to the cache).
 */
export function ProteinLettersGrid(props: ProteinLettersGridProps) {
  const { message } = App.useApp();
  const [update] = useMutation(PickLettersUpdateProteinLetterMutationDocument);

  const save = (row: Row, values: Record<string, string>) =>
    saveRow('letter', message, async () => {
      const { data } = await update({
        variables: {
          input: {
            packingFacilityId: props.packingFacilityId,
            menuId: props.menuId,
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
      render: (_value, row) => <ProteinName row={row} />,
    },
    {
      title: 'Ingredient ID',
      dataIndex: 'ingredientId',
      key: 'ingredientId',
      width: 130,
      render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
    },
    { title: 'Meal', dataIndex: 'mealTitle', key: 'meal' },
    { title: PICKS_PER_TWO_SERVINGS, dataIndex: 'quantity', key: 'quantity', width: 170 },
    {
      title: 'Letter',
      dataIndex: 'letter',
      key: 'letter',
      width: 160,
      render: (letter: string | null) => <LetterText letter={letter} />,
      editor: (row) => (
        <LetterInput
          name="letter"
          label={`Letter of ${row.ingredientName}`}
          isValid={isProteinLetter}
          hint={PROTEIN_LETTER_HINT}
        />
      ),
    },
  ];

  return (
    <LettersTable<Row>
      label="Protein letters"
      rows={props.rows}
      columns={columns}
      editingKey={props.editingKey}
      onEditingKeyChange={props.onEditingKeyChange}
      initialValues={(row) => ({ letter: row.letter ?? '' })}
      onSave={save}
      locked={props.locked}
      rowName={(row) => `${row.ingredientName} (${row.mealTitle})`}
    />
  );
}
