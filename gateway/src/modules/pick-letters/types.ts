/** The /pick_letters REST shapes after the upstream client's camelCase mapping. */
import type { UpstreamResult } from '../../upstream/client.ts';

export interface UpstreamMealLetter {
  pickableId: number;
  pickableType: string;
  pickableName: string;
  mealLetter: string | null;
  mealBag: string | null;
  /** Comma list of standard, family, tempo. */
  mealPlans: string;
  menuId: number;
  packingFacilityId: number;
}

export interface UpstreamProteinLetter {
  id: number;
  ingredientBoxingAssignmentId: number;
  ingredientId: number;
  ingredientName: string;
  ingredientBrandName: string | null;
  isReplacement: boolean;
  letter: string | null;
  mealId: number;
  mealTitle: string;
  quantity: number;
}

export interface UpstreamLetterCounts {
  mealPickables: number;
  mealLettersAssigned: number;
  proteins: number;
  proteinLettersAssigned: number;
  duplicateLetters: number;
}

/** A protein row with the facility it was read for (its letter is per facility). */
export type ProteinLetterModel = UpstreamProteinLetter & { packingFacilityId: number };
export type LetterCountsModel = UpstreamLetterCounts & {
  packingFacilityId: number;
  menuId: number;
};

export interface PickLettersModel {
  packingFacilityId: number;
  menuId: number;
  lockedMenu: boolean;
  counts: LetterCountsModel;
  /** Letter reads already under way (started with the counts call), else read when resolved. */
  reads?: {
    mealLetters: Promise<UpstreamResult<UpstreamMealLettersBody>> | null;
    proteinLetters: Promise<UpstreamResult<UpstreamProteinLettersBody>> | null;
  };
}

export interface UpstreamMealLettersBody {
  mealLetters: UpstreamMealLetter[];
  lockedMenu: boolean;
}

export interface UpstreamProteinLettersBody {
  proteinLetters: UpstreamProteinLetter[];
  lockedMenu: boolean;
}

export interface UpstreamCountsBody {
  counts: UpstreamLetterCounts;
  lockedMenu: boolean;
}

/** A refused change (422): every message, in row order. */
export interface UpstreamRefusedBody {
  message?: string;
  errors?: string[];
}
