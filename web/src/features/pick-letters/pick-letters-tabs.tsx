import type { LetterHolder } from '@ops/schema/pick-letters/letters';
import { App, Skeleton, Tabs } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import type { PickLettersQueryQuery } from '../../generated/graphql.ts';
import { LetterTab } from './letter-tab.tsx';
import { MealLettersGrid } from './meal-letters-grid.tsx';
import { TAB_SWITCH_QUESTION } from './messages.ts';
import { ProteinLettersGrid } from './protein-letters-grid.tsx';
import { useMealCsv, useProteinCsv } from './use-letter-csv.ts';
import { lazyComponent } from '../../shared/lazy-component.ts';

/** Not the tab the screen opens on: its module (and antd's Radio) loads when it is first shown. */
const ProteinQuantities = lazyComponent(
  async () => (await import('./protein-quantities.tsx')).default,
);

export interface PickLettersTabsProps {
  packingFacilityId: string;
  menuId: string;
  letters: PickLettersQueryQuery['pickLetters'];
}

/**
 * Meal Letters, Protein Letters and Protein Quantities. Only one row of either grid is edited at
 * a time; switching tabs during an edit asks first, and switching discards the edit.
 */
export function PickLettersTabs({ packingFacilityId, menuId, letters }: PickLettersTabsProps) {
  const { modal } = App.useApp();
  const [activeKey, setActiveKey] = useState('meal');
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const scope = { packingFacilityId, menuId };
  const mealCsv = useMealCsv(scope, letters);
  const proteinCsv = useProteinCsv(scope, letters);
  const locked = letters.lockedMenu;

  // A letter is one bin on the line whichever tab sets it: duplicates are checked across both.
  const holders = useMemo<LetterHolder[]>(
    () => [
      ...letters.mealLetters.map((row) => ({
        letter: row.mealLetter ?? null,
        name: row.pickableName,
      })),
      ...letters.proteinLetters.map((row) => ({
        letter: row.letter ?? null,
        name: row.ingredientName,
      })),
    ],
    [letters],
  );

  function switchTab(key: string) {
    if (editingKey === null) return setActiveKey(key);
    modal.confirm({
      title: TAB_SWITCH_QUESTION,
      okText: 'Switch Tabs',
      cancelText: 'Keep Editing',
      onOk: () => {
        setEditingKey(null);
        setActiveKey(key);
      },
    });
  }

  const editing = { editingKey, onEditingKeyChange: setEditingKey };
  return (
    <Tabs
      activeKey={activeKey}
      onChange={switchTab}
      items={[
        {
          key: 'meal',
          label: 'Meal Letters',
          children: (
            <LetterTab csv={mealCsv} letterHolders={holders}>
              <MealLettersGrid rows={letters.mealLetters} locked={locked} {...editing} />
            </LetterTab>
          ),
        },
        {
          key: 'protein',
          label: 'Protein Letters',
          children: (
            <LetterTab csv={proteinCsv} letterHolders={holders}>
              <ProteinLettersGrid
                rows={letters.proteinLetters}
                locked={locked}
                {...scope}
                {...editing}
              />
            </LetterTab>
          ),
        },
        {
          key: 'quantities',
          label: 'Protein Quantities',
          children: (
            <Suspense fallback={<Skeleton active />}>
              <ProteinQuantities rows={letters.proteinLetters} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
