/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * A pickable of the Meal Letters tab (meals, add-ons, heat & eat, recipe cards, the box liner) and
 * its letter at one facility for one menu.
 */
export type MealLetter = {
  __typename?: 'MealLetter';
  /** Facility, menu and pickable: the same pickable has its own letter at each facility and menu. */
  id: Scalars['ID']['output'];
  /** Meal Bag, Large Meal Bag, Family Meal Bag or Protein Meal Bag; null: not editable. */
  mealBag?: Maybe<Scalars['String']['output']>;
  /** Null while the pickable has no letter yet. */
  mealLetter?: Maybe<Scalars['String']['output']>;
  /** Of standard, family, tempo. */
  mealPlans: Array<Scalars['String']['output']>;
  menuId: Scalars['ID']['output'];
  packingFacilityId: Scalars['ID']['output'];
  pickableId: Scalars['ID']['output'];
  pickableName: Scalars['String']['output'];
  /** MenuSelection, Ingredient, MealCard or ShippingBoxLiner. */
  pickableType: Scalars['String']['output'];
};

/** A row of the meal letters CSV, cells as read. */
export type MealLetterCsvRowInput = {
  mealLetter: Scalars['String']['input'];
  menuId: Scalars['String']['input'];
  pickableName: Scalars['String']['input'];
};

export type Menu = {
  __typename?: 'Menu';
  /** When the menu ends, ISO 8601. */
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  menuId: Scalars['ID']['output'];
  menuSlug: Scalars['String']['output'];
  /** The menu's date, yyyy-MM-dd. */
  slug: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  signIn: SignInPayload;
  signOut: SignOutPayload;
  /** One row of the Meal Letters grid (PUT /pick_letters/meal_letters/update). */
  updateMealLetter: UpdateMealLetterPayload;
  /** One row of the Protein Letters grid (PUT /pick_letters/protein_letters/{id}). */
  updateProteinLetter: UpdateProteinLetterPayload;
  /** The meal letters CSV, all rows or none (PUT /pick_letters/meal_letters/batch_update). */
  uploadMealLetters: UploadMealLettersPayload;
  /** The protein letters CSV, all rows or none (PUT /pick_letters/protein_letters/batch_update). */
  uploadProteinLetters: UploadProteinLettersPayload;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationUpdateMealLetterArgs = {
  input: UpdateMealLetterInput;
};


export type MutationUpdateProteinLetterArgs = {
  input: UpdateProteinLetterInput;
};


export type MutationUploadMealLettersArgs = {
  input: UploadMealLettersInput;
};


export type MutationUploadProteinLettersArgs = {
  input: UploadProteinLettersInput;
};

export type PackingFacility = {
  __typename?: 'PackingFacility';
  abbreviatedName: Scalars['String']['output'];
  colloquialName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Weekday names this facility ships on, e.g. Monday. */
  shipDays: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

/** The counts chips of a facility and menu. */
export type PickLetterCounts = {
  __typename?: 'PickLetterCounts';
  /** Letters held by more than one pickable (warned about, not blocked). */
  duplicateLetters: Scalars['Int']['output'];
  /** Facility and menu. */
  id: Scalars['ID']['output'];
  mealLettersAssigned: Scalars['Int']['output'];
  mealPickables: Scalars['Int']['output'];
  proteinLettersAssigned: Scalars['Int']['output'];
  proteins: Scalars['Int']['output'];
};

/** Everything the pick letters screen shows for one facility and menu. */
export type PickLetters = {
  __typename?: 'PickLetters';
  counts: PickLetterCounts;
  /** Facility and menu. */
  id: Scalars['ID']['output'];
  /** Packing of the menu has started: letters can no longer be edited or uploaded. */
  lockedMenu: Scalars['Boolean']['output'];
  mealLetters: Array<MealLetter>;
  menuId: Scalars['ID']['output'];
  packingFacilityId: Scalars['ID']['output'];
  proteinLetters: Array<ProteinLetter>;
};

/** A protein packed with a meal (an ingredient boxing assignment) and the protein's letter. */
export type ProteinLetter = {
  __typename?: 'ProteinLetter';
  /** Facility and assignment. */
  id: Scalars['ID']['output'];
  ingredientBoxingAssignmentId: Scalars['ID']['output'];
  ingredientBrandName?: Maybe<Scalars['String']['output']>;
  ingredientId: Scalars['ID']['output'];
  ingredientName: Scalars['String']['output'];
  /** A protein a customer may swap in for the meal's usual one. */
  isReplacement: Scalars['Boolean']['output'];
  /** The protein's letter (P and digits), the same on every meal; null while it has none. */
  letter?: Maybe<Scalars['String']['output']>;
  mealId: Scalars['ID']['output'];
  mealTitle: Scalars['String']['output'];
  /** Picks per 2 servings. */
  quantity: Scalars['Int']['output'];
};

/** A row of the protein letters CSV, cells as read. */
export type ProteinLetterCsvRowInput = {
  ingredientId: Scalars['String']['input'];
  letter: Scalars['String']['input'];
  menuId: Scalars['String']['input'];
};

/** Root types. Each domain file extends them with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** Only the facilities the signed-in user may see. */
  accessiblePackingFacilities: Array<PackingFacility>;
  /** Menus cached for pickables (GET /menus?get_menus_cached_for_pickables=true), newest first. */
  menus: Array<Menu>;
  /** One facility the user may see; FORBIDDEN for any other. */
  packingFacility: PackingFacility;
  pickLetters: PickLetters;
  /** The menu being packed (GET /menus?get_previous_menu_only=true). */
  previousMenu?: Maybe<Menu>;
  supervisorLoginCode: SupervisorLoginCode;
  /** The signed-in admin user, or null when there is no session. */
  viewer?: Maybe<User>;
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPackingFacilityArgs = {
  id: Scalars['ID']['input'];
};


/** Root types. Each domain file extends them with its own fields. */
export type QueryPickLettersArgs = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignInPayload = {
  __typename?: 'SignInPayload';
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

export type SignOutPayload = {
  __typename?: 'SignOutPayload';
  signedOut: Scalars['Boolean']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The current supervisor login code as soon as the subscription is live, then the new code each
   * time the operations host rotates it.
   */
  supervisorLoginCodeChanged: SupervisorLoginCode;
};

export type SupervisorLoginCode = {
  __typename?: 'SupervisorLoginCode';
  /** Five digits. */
  code: Scalars['String']['output'];
};

export type UpdateMealLetterInput = {
  /** Left out: the bag size stays as it is. */
  mealBagSize?: InputMaybe<Scalars['String']['input']>;
  mealLetter: Scalars['String']['input'];
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  pickableId: Scalars['ID']['input'];
  pickableType: Scalars['String']['input'];
};

export type UpdateMealLetterPayload = {
  __typename?: 'UpdateMealLetterPayload';
  counts?: Maybe<PickLetterCounts>;
  /** The saved row; null when userErrors say why nothing was saved. */
  mealLetter?: Maybe<MealLetter>;
  userErrors: Array<UserError>;
};

export type UpdateProteinLetterInput = {
  ingredientBoxingAssignmentId: Scalars['ID']['input'];
  letter: Scalars['String']['input'];
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
};

export type UpdateProteinLetterPayload = {
  __typename?: 'UpdateProteinLetterPayload';
  counts?: Maybe<PickLetterCounts>;
  /** Every row of the protein (its letter is the same on every meal); empty on userErrors. */
  proteinLetters: Array<ProteinLetter>;
  userErrors: Array<UserError>;
};

export type UploadMealLettersInput = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  rows: Array<MealLetterCsvRowInput>;
};

export type UploadMealLettersPayload = {
  __typename?: 'UploadMealLettersPayload';
  counts?: Maybe<PickLetterCounts>;
  /** Every row of the tab after the upload; empty when userErrors list the rows' problems. */
  mealLetters: Array<MealLetter>;
  userErrors: Array<UserError>;
};

export type UploadProteinLettersInput = {
  menuId: Scalars['ID']['input'];
  packingFacilityId: Scalars['ID']['input'];
  rows: Array<ProteinLetterCsvRowInput>;
};

export type UploadProteinLettersPayload = {
  __typename?: 'UploadProteinLettersPayload';
  counts?: Maybe<PickLetterCounts>;
  proteinLetters: Array<ProteinLetter>;
  userErrors: Array<UserError>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A problem with what the user sent, shown next to the field it concerns. */
export type UserError = {
  __typename?: 'UserError';
  /** Path to the input field, e.g. ['input', 'email']; empty for the whole form. */
  field: Array<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type AdminLayoutViewerQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLayoutViewerQueryQuery = { __typename?: 'Query', viewer?: { __typename?: 'User', id: string, name: string, email: string } | null };

export type AdminLayoutSignOutMutationMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLayoutSignOutMutationMutation = { __typename?: 'Mutation', signOut: { __typename?: 'SignOutPayload', signedOut: boolean } };

export type LoginCodeCardQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeCardQueryQuery = { __typename?: 'Query', supervisorLoginCode: { __typename?: 'SupervisorLoginCode', code: string } };

export type LoginCodeCardChangedSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeCardChangedSubscriptionSubscription = { __typename?: 'Subscription', supervisorLoginCodeChanged: { __typename?: 'SupervisorLoginCode', code: string } };

export type PickLettersCounts_CountsFragment = { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number };

export type PickLettersUploadMealLettersMutationMutationVariables = Exact<{
  input: UploadMealLettersInput;
}>;


export type PickLettersUploadMealLettersMutationMutation = { __typename?: 'Mutation', uploadMealLetters: { __typename?: 'UploadMealLettersPayload', mealLetters: Array<{ __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string }>, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PickLettersUploadProteinLettersMutationMutationVariables = Exact<{
  input: UploadProteinLettersInput;
}>;


export type PickLettersUploadProteinLettersMutationMutation = { __typename?: 'Mutation', uploadProteinLetters: { __typename?: 'UploadProteinLettersPayload', proteinLetters: Array<{ __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number }>, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type MealLettersGrid_RowFragment = { __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string };

export type PickLettersUpdateMealLetterMutationMutationVariables = Exact<{
  input: UpdateMealLetterInput;
}>;


export type PickLettersUpdateMealLetterMutationMutation = { __typename?: 'Mutation', updateMealLetter: { __typename?: 'UpdateMealLetterPayload', mealLetter?: { __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string } | null, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type PickLettersQueryQueryVariables = Exact<{
  packingFacilityId: Scalars['ID']['input'];
  menuId: Scalars['ID']['input'];
}>;


export type PickLettersQueryQuery = { __typename?: 'Query', pickLetters: { __typename?: 'PickLetters', id: string, lockedMenu: boolean, counts: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number }, mealLetters: Array<{ __typename?: 'MealLetter', id: string, pickableId: string, pickableType: string, pickableName: string, mealLetter?: string | null, mealBag?: string | null, mealPlans: Array<string>, menuId: string, packingFacilityId: string }>, proteinLetters: Array<{ __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number }> } };

export type ProteinLettersGrid_RowFragment = { __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number };

export type PickLettersUpdateProteinLetterMutationMutationVariables = Exact<{
  input: UpdateProteinLetterInput;
}>;


export type PickLettersUpdateProteinLetterMutationMutation = { __typename?: 'Mutation', updateProteinLetter: { __typename?: 'UpdateProteinLetterPayload', proteinLetters: Array<{ __typename?: 'ProteinLetter', id: string, ingredientBoxingAssignmentId: string, ingredientId: string, ingredientName: string, ingredientBrandName?: string | null, isReplacement: boolean, letter?: string | null, mealId: string, mealTitle: string, quantity: number }>, counts?: { __typename?: 'PickLetterCounts', id: string, mealPickables: number, mealLettersAssigned: number, proteins: number, proteinLettersAssigned: number, duplicateLetters: number } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type SignInPageMutationMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInPageMutationMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInPayload', user?: { __typename?: 'User', id: string, name: string, email: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type FacilitySelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type FacilitySelectQueryQuery = { __typename?: 'Query', accessiblePackingFacilities: Array<{ __typename?: 'PackingFacility', id: string, name: string }> };

export type MenuSelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuSelectQueryQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, slug: string }> };

export const PickLettersCounts_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersCounts_CountsFragment, unknown>;
export const MealLettersGrid_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}}]} as unknown as DocumentNode<MealLettersGrid_RowFragment, unknown>;
export const ProteinLettersGrid_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<ProteinLettersGrid_RowFragment, unknown>;
export const AdminLayoutViewerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLayoutViewerQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutViewerQueryQuery, AdminLayoutViewerQueryQueryVariables>;
export const AdminLayoutSignOutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLayoutSignOutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutSignOutMutationMutation, AdminLayoutSignOutMutationMutationVariables>;
export const LoginCodeCardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCodeCardQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardQueryQuery, LoginCodeCardQueryQueryVariables>;
export const LoginCodeCardChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LoginCodeCardChangedSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCodeChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardChangedSubscriptionSubscription, LoginCodeCardChangedSubscriptionSubscriptionVariables>;
export const PickLettersUploadMealLettersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUploadMealLettersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadMealLettersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMealLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUploadMealLettersMutationMutation, PickLettersUploadMealLettersMutationMutationVariables>;
export const PickLettersUploadProteinLettersMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUploadProteinLettersMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadProteinLettersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProteinLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUploadProteinLettersMutationMutation, PickLettersUploadProteinLettersMutationMutationVariables>;
export const PickLettersUpdateMealLetterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUpdateMealLetterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMealLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMealLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mealLetter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUpdateMealLetterMutationMutation, PickLettersUpdateMealLetterMutationMutationVariables>;
export const PickLettersQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickLettersQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pickLetters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packingFacilityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packingFacilityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"menuId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lockedMenu"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mealLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MealLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MealLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MealLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pickableId"}},{"kind":"Field","name":{"kind":"Name","value":"pickableType"}},{"kind":"Field","name":{"kind":"Name","value":"pickableName"}},{"kind":"Field","name":{"kind":"Name","value":"mealLetter"}},{"kind":"Field","name":{"kind":"Name","value":"mealBag"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]} as unknown as DocumentNode<PickLettersQueryQuery, PickLettersQueryQueryVariables>;
export const PickLettersUpdateProteinLetterMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PickLettersUpdateProteinLetterMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProteinLetterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProteinLetter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proteinLetters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProteinLettersGrid_row"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickLettersCounts_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProteinLettersGrid_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProteinLetter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBoxingAssignmentId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientId"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientName"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientBrandName"}},{"kind":"Field","name":{"kind":"Name","value":"isReplacement"}},{"kind":"Field","name":{"kind":"Name","value":"letter"}},{"kind":"Field","name":{"kind":"Name","value":"mealId"}},{"kind":"Field","name":{"kind":"Name","value":"mealTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickLettersCounts_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PickLetterCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPickables"}},{"kind":"Field","name":{"kind":"Name","value":"mealLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"proteins"}},{"kind":"Field","name":{"kind":"Name","value":"proteinLettersAssigned"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateLetters"}}]}}]} as unknown as DocumentNode<PickLettersUpdateProteinLetterMutationMutation, PickLettersUpdateProteinLetterMutationMutationVariables>;
export const SignInPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInPageMutationMutation, SignInPageMutationMutationVariables>;
export const FacilitySelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacilitySelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessiblePackingFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FacilitySelectQueryQuery, FacilitySelectQueryQueryVariables>;
export const MenuSelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuSelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MenuSelectQueryQuery, MenuSelectQueryQueryVariables>;