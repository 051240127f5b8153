import { useMutation } from '@apollo/client/react';
import {
  compareLetters,
  compareText,
  isMealLetter,
  MEAL_BAG_SIZES,
} from '@ops/schema/pick-letters/letters';
import { App, Select, Space, Tag } from 'antd';
import {
  PickLettersUpdateMealLetterMutationDocument,
  type MealLettersGrid_RowFragment,
} from '../../generated/graphql.ts';
import { LetterField, LetterInput, LetterText, letterCheck } from './letter-cell.tsx';
import { LettersTable, type LetterColumn, type LetterValues } from './letters-table.tsx';
import { MEAL_LETTER_HINT } from './messages.ts';
import { saveRow } from './save-row.ts';
import { checklistFilter } from '../../shared/checklist-filter.tsx';
import type { EditingKey } from '../../shared/use-row-editing.ts';

type Row = MealLettersGrid_RowFragment;

const TYPE_LABELS: Record<string, string> = {
  MenuSelection: 'Meal',
  Ingredient: 'Ingredient',
  MealCard: 'Meal Card',
  ShippingBoxLiner: 'Box Liner',
};

/** The Type column's filter: any number of types (none chosen shows every row). */
const TYPE_FILTERS = Object.entries(TYPE_LABELS).map(([value, text]) => ({ value, text }));
const BAG_OPTIONS = MEAL_BAG_SIZES.map((size) => ({ value: size, label: size }));
const checkMealLetter = letterCheck(isMealLetter, MEAL_LETTER_HINT);

const PLAN_COLORS: Record<string, string> = { standard: 'green', family: 'blue', tempo: 'purple' };

export interface MealLettersGridProps extends EditingKey {
  rows: readonly Row[];
  locked: boolean;
}

export function MealLettersGrid(props: MealLettersGridProps) {
  const { message } = App.useApp();
  const [update] = useMutation(PickLettersUpdateMealLetterMutationDocument);

  const save = (row: Row, values: LetterValues) =>
    saveRow('mealLetter', message, async () => {
      const { data } = await update({
        variables: {
          input: {
            packingFacilityId: row.packingFacilityId,
            menuId: row.menuId,
            pickableId: row.pickableId,
            pickableType: row.pickableType,
            mealLetter: values.mealLetter ?? '',
            // A row without a bag size cannot be given one.
            ...(row.mealBag ? { mealBagSize: values.mealBag ?? row.mealBag } : {}),
          },
        },
      });
      return data?.updateMealLetter.userErrors;
    });

  const columns: LetterColumn<Row>[] = [
    {
      title: 'Name',
      key: 'name',
      render: (row) => row.pickableName,
      sorter: (a, b) => compareText(a.pickableName, b.pickableName),
    },
    {
      title: 'Type',
      key: 'type',
      render: (row) => TYPE_LABELS[row.pickableType] ?? row.pickableType,
      ...checklistFilter<Row>('Type', TYPE_FILTERS),
      onFilter: (type, row) => row.pickableType === type,
    },
    {
      title: 'Meal Plans',
      key: 'plans',
      render: (row) => (
        <Space size={4} wrap>
          {row.mealPlans.map((plan) => (
            <Tag key={plan} color={PLAN_COLORS[plan]}>
              {plan}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: 'Meal Letter',
      key: 'letter',
      width: 180,
      sorter: (a, b) => compareLetters(a.mealLetter ?? null, b.mealLetter ?? null),
      render: (row) => <LetterText letter={row.mealLetter} />,
      editor: (row) => (
        <LetterInput
          name="mealLetter"
          label={`Meal letter of ${row.pickableName}`}
          check={checkMealLetter}
        />
      ),
    },
    {
      title: 'Meal Bag',
      key: 'bag',
      width: 220,
      render: (row) => <LetterText letter={row.mealBag} />,
      editor: (row) =>
        !row.mealBag ? (
          <LetterText letter={null} />
        ) : (
          <LetterField name="mealBag">
            <Select
              aria-label={`Meal bag of ${row.pickableName}`}
              options={BAG_OPTIONS}
              // Four options: a plain list, each option in the page as it is drawn.
              virtual={false}
              style={{ width: '100%' }}
            />
          </LetterField>
        ),
    },
  ];

  return (
    <LettersTable<Row>
      {...props}
      label="Meal letters"
      columns={columns}
      initialValues={(row) => ({ mealLetter: row.mealLetter ?? '', mealBag: row.mealBag ?? '' })}
      onSave={save}
      rowName={(row) => row.pickableName}
    />
  );
}
