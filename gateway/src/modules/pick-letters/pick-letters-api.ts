import type { BoundUpstream } from '../../upstream/client.ts';
import type {
  UpstreamCountsBody,
  UpstreamLetterCounts,
  UpstreamMealLetter,
  UpstreamMealLettersBody,
  UpstreamProteinLetter,
  UpstreamProteinLettersBody,
} from './types.ts';

/** Which letters a call is about; sent as packing_facility_id and menu_id. */
export interface LetterScope {
  packingFacilityId: number;
  menuId: number;
}

/** Only the scope's two fields: a parent object passed as the scope may carry more. */
const scopeQuery = ({ packingFacilityId, menuId }: LetterScope) => ({ packingFacilityId, menuId });

export function fetchMealLetters(upstream: BoundUpstream, scope: LetterScope) {
  return upstream.request<UpstreamMealLettersBody>({
    method: 'GET',
    path: '/pick_letters/meal_letters',
    query: scopeQuery(scope),
  });
}

export function fetchProteinLetters(upstream: BoundUpstream, scope: LetterScope) {
  return upstream.request<UpstreamProteinLettersBody>({
    method: 'GET',
    path: '/pick_letters/protein_letters',
    query: scopeQuery(scope),
  });
}

export function fetchCounts(upstream: BoundUpstream, scope: LetterScope) {
  return upstream.request<UpstreamCountsBody>({
    method: 'GET',
    path: '/pick_letters/counts',
    query: scopeQuery(scope),
  });
}

export function putMealLetter(
  upstream: BoundUpstream,
  body: LetterScope & {
    pickableId: number;
    pickableType: string;
    mealLetter: string;
    mealBagSize?: string | null;
  },
) {
  return upstream.request<{ mealLetter: UpstreamMealLetter; counts: UpstreamLetterCounts }>({
    method: 'PUT',
    path: '/pick_letters/meal_letters/update',
    body,
  });
}

export function putProteinLetter(
  upstream: BoundUpstream,
  assignmentId: number,
  body: LetterScope & { letterAssignment: string },
) {
  return upstream.request<{
    proteinLetters: UpstreamProteinLetter[];
    counts: UpstreamLetterCounts;
  }>({
    method: 'PUT',
    path: `/pick_letters/protein_letters/${assignmentId}`,
    body,
  });
}

export function putMealLettersBatch(
  upstream: BoundUpstream,
  body: LetterScope & {
    pickables: Array<{ menuId: string; pickableName: string; mealLetter: string }>;
  },
) {
  return upstream.request<{ mealLetters: UpstreamMealLetter[]; counts: UpstreamLetterCounts }>({
    method: 'PUT',
    path: '/pick_letters/meal_letters/batch_update',
    body,
  });
}

export function putProteinLettersBatch(
  upstream: BoundUpstream,
  body: LetterScope & {
    ingredientBoxingAssignments: Array<{ menuId: string; ingredientId: string; letter: string }>;
  },
) {
  return upstream.request<{
    proteinLetters: UpstreamProteinLetter[];
    counts: UpstreamLetterCounts;
  }>({
    method: 'PUT',
    path: '/pick_letters/protein_letters/batch_update',
    body,
  });
}
