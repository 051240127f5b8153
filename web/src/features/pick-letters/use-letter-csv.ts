import { useMutation } from '@apollo/client/react';
import type { MealCsvRow, ProteinCsvRow } from '@ops/schema/pick-letters/csv-headers';
import { useCallback } from 'react';
import {
  PickLettersUploadMealLettersMutationDocument,
  PickLettersUploadProteinLettersMutationDocument,
  type PickLettersQueryQuery,
} from '../../generated/graphql.ts';
import type { LetterCsvUploadProps } from './letter-csv-upload.tsx';

type Letters = PickLettersQueryQuery['pickLetters'];

/** The row checks (and the CSV code they use) load with the first file dropped. */
const loadRules = () => import('@ops/schema/pick-letters/csv-rules');
interface Scope {
  packingFacilityId: string;
  menuId: string;
}

/** The meal CSV's checks (against the rows on screen) and its upload. */
export function useMealCsv(scope: Scope, letters: Letters): LetterCsvUploadProps<'meal'> {
  const [upload] = useMutation(PickLettersUploadMealLettersMutationDocument);
  const { lockedMenu, mealLetters } = letters;
  const check = useCallback(
    async (rows: MealCsvRow[]) =>
      (await loadRules()).checkMealCsv(rows, {
        menuId: scope.menuId,
        lockedMenu,
        pickables: mealLetters,
      }).errors,
    [scope.menuId, lockedMenu, mealLetters],
  );
  const submit = async (rows: MealCsvRow[]) => {
    const { data } = await upload({ variables: { input: { ...scope, rows } } });
    return data?.uploadMealLetters.userErrors ?? [];
  };
  return { kind: 'meal', locked: lockedMenu, check, submit };
}

/** The protein CSV's checks and its upload. */
export function useProteinCsv(scope: Scope, letters: Letters): LetterCsvUploadProps<'protein'> {
  const [upload] = useMutation(PickLettersUploadProteinLettersMutationDocument);
  const { lockedMenu, proteinLetters } = letters;
  const check = useCallback(
    async (rows: ProteinCsvRow[]) =>
      (await loadRules()).checkProteinCsv(rows, {
        menuId: scope.menuId,
        lockedMenu,
        ingredientIds: proteinLetters.map((row) => row.ingredientId),
      }).errors,
    [scope.menuId, lockedMenu, proteinLetters],
  );
  const submit = async (rows: ProteinCsvRow[]) => {
    const { data } = await upload({ variables: { input: { ...scope, rows } } });
    return data?.uploadProteinLetters.userErrors ?? [];
  };
  return { kind: 'protein', locked: lockedMenu, check, submit };
}
