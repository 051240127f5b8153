/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminLayoutViewerQuery {\n  viewer {\n    id\n    name\n    email\n  }\n}\n\nmutation AdminLayoutSignOutMutation {\n  signOut {\n    signedOut\n  }\n}": typeof types.AdminLayoutViewerQueryDocument,
    "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}": typeof types.LoginCodeCardQueryDocument,
    "fragment PickLettersCounts_counts on PickLetterCounts {\n  id\n  mealPickables\n  mealLettersAssigned\n  proteins\n  proteinLettersAssigned\n  duplicateLetters\n}": typeof types.PickLettersCounts_CountsFragmentDoc,
    "mutation PickLettersUploadMealLettersMutation($input: UploadMealLettersInput!) {\n  uploadMealLetters(input: $input) {\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PickLettersUploadProteinLettersMutation($input: UploadProteinLettersInput!) {\n  uploadProteinLetters(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.PickLettersUploadMealLettersMutationDocument,
    "fragment MealLettersGrid_row on MealLetter {\n  id\n  pickableId\n  pickableType\n  pickableName\n  mealLetter\n  mealBag\n  mealPlans\n  menuId\n  packingFacilityId\n}\n\nmutation PickLettersUpdateMealLetterMutation($input: UpdateMealLetterInput!) {\n  updateMealLetter(input: $input) {\n    mealLetter {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.MealLettersGrid_RowFragmentDoc,
    "query PickLettersQuery($packingFacilityId: ID!, $menuId: ID!) {\n  pickLetters(packingFacilityId: $packingFacilityId, menuId: $menuId) {\n    id\n    lockedMenu\n    counts {\n      ...PickLettersCounts_counts\n    }\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n  }\n}": typeof types.PickLettersQueryDocument,
    "fragment ProteinLettersGrid_row on ProteinLetter {\n  id\n  ingredientBoxingAssignmentId\n  ingredientId\n  ingredientName\n  ingredientBrandName\n  isReplacement\n  letter\n  mealId\n  mealTitle\n  quantity\n}\n\nmutation PickLettersUpdateProteinLetterMutation($input: UpdateProteinLetterInput!) {\n  updateProteinLetter(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.ProteinLettersGrid_RowFragmentDoc,
    "mutation SignInPageMutation($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      name\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.SignInPageMutationDocument,
    "query FacilitySelectQuery {\n  accessiblePackingFacilities {\n    id\n    name\n  }\n}": typeof types.FacilitySelectQueryDocument,
    "query MenuSelectQuery {\n  menus {\n    id\n    slug\n  }\n}": typeof types.MenuSelectQueryDocument,
};
const documents: Documents = {
    "query AdminLayoutViewerQuery {\n  viewer {\n    id\n    name\n    email\n  }\n}\n\nmutation AdminLayoutSignOutMutation {\n  signOut {\n    signedOut\n  }\n}": types.AdminLayoutViewerQueryDocument,
    "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}": types.LoginCodeCardQueryDocument,
    "fragment PickLettersCounts_counts on PickLetterCounts {\n  id\n  mealPickables\n  mealLettersAssigned\n  proteins\n  proteinLettersAssigned\n  duplicateLetters\n}": types.PickLettersCounts_CountsFragmentDoc,
    "mutation PickLettersUploadMealLettersMutation($input: UploadMealLettersInput!) {\n  uploadMealLetters(input: $input) {\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PickLettersUploadProteinLettersMutation($input: UploadProteinLettersInput!) {\n  uploadProteinLetters(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.PickLettersUploadMealLettersMutationDocument,
    "fragment MealLettersGrid_row on MealLetter {\n  id\n  pickableId\n  pickableType\n  pickableName\n  mealLetter\n  mealBag\n  mealPlans\n  menuId\n  packingFacilityId\n}\n\nmutation PickLettersUpdateMealLetterMutation($input: UpdateMealLetterInput!) {\n  updateMealLetter(input: $input) {\n    mealLetter {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.MealLettersGrid_RowFragmentDoc,
    "query PickLettersQuery($packingFacilityId: ID!, $menuId: ID!) {\n  pickLetters(packingFacilityId: $packingFacilityId, menuId: $menuId) {\n    id\n    lockedMenu\n    counts {\n      ...PickLettersCounts_counts\n    }\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n  }\n}": types.PickLettersQueryDocument,
    "fragment ProteinLettersGrid_row on ProteinLetter {\n  id\n  ingredientBoxingAssignmentId\n  ingredientId\n  ingredientName\n  ingredientBrandName\n  isReplacement\n  letter\n  mealId\n  mealTitle\n  quantity\n}\n\nmutation PickLettersUpdateProteinLetterMutation($input: UpdateProteinLetterInput!) {\n  updateProteinLetter(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.ProteinLettersGrid_RowFragmentDoc,
    "mutation SignInPageMutation($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      name\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.SignInPageMutationDocument,
    "query FacilitySelectQuery {\n  accessiblePackingFacilities {\n    id\n    name\n  }\n}": types.FacilitySelectQueryDocument,
    "query MenuSelectQuery {\n  menus {\n    id\n    slug\n  }\n}": types.MenuSelectQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminLayoutViewerQuery {\n  viewer {\n    id\n    name\n    email\n  }\n}\n\nmutation AdminLayoutSignOutMutation {\n  signOut {\n    signedOut\n  }\n}"): (typeof documents)["query AdminLayoutViewerQuery {\n  viewer {\n    id\n    name\n    email\n  }\n}\n\nmutation AdminLayoutSignOutMutation {\n  signOut {\n    signedOut\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}"): (typeof documents)["query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PickLettersCounts_counts on PickLetterCounts {\n  id\n  mealPickables\n  mealLettersAssigned\n  proteins\n  proteinLettersAssigned\n  duplicateLetters\n}"): (typeof documents)["fragment PickLettersCounts_counts on PickLetterCounts {\n  id\n  mealPickables\n  mealLettersAssigned\n  proteins\n  proteinLettersAssigned\n  duplicateLetters\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PickLettersUploadMealLettersMutation($input: UploadMealLettersInput!) {\n  uploadMealLetters(input: $input) {\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PickLettersUploadProteinLettersMutation($input: UploadProteinLettersInput!) {\n  uploadProteinLetters(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation PickLettersUploadMealLettersMutation($input: UploadMealLettersInput!) {\n  uploadMealLetters(input: $input) {\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PickLettersUploadProteinLettersMutation($input: UploadProteinLettersInput!) {\n  uploadProteinLetters(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MealLettersGrid_row on MealLetter {\n  id\n  pickableId\n  pickableType\n  pickableName\n  mealLetter\n  mealBag\n  mealPlans\n  menuId\n  packingFacilityId\n}\n\nmutation PickLettersUpdateMealLetterMutation($input: UpdateMealLetterInput!) {\n  updateMealLetter(input: $input) {\n    mealLetter {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment MealLettersGrid_row on MealLetter {\n  id\n  pickableId\n  pickableType\n  pickableName\n  mealLetter\n  mealBag\n  mealPlans\n  menuId\n  packingFacilityId\n}\n\nmutation PickLettersUpdateMealLetterMutation($input: UpdateMealLetterInput!) {\n  updateMealLetter(input: $input) {\n    mealLetter {\n      ...MealLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PickLettersQuery($packingFacilityId: ID!, $menuId: ID!) {\n  pickLetters(packingFacilityId: $packingFacilityId, menuId: $menuId) {\n    id\n    lockedMenu\n    counts {\n      ...PickLettersCounts_counts\n    }\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n  }\n}"): (typeof documents)["query PickLettersQuery($packingFacilityId: ID!, $menuId: ID!) {\n  pickLetters(packingFacilityId: $packingFacilityId, menuId: $menuId) {\n    id\n    lockedMenu\n    counts {\n      ...PickLettersCounts_counts\n    }\n    mealLetters {\n      ...MealLettersGrid_row\n    }\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProteinLettersGrid_row on ProteinLetter {\n  id\n  ingredientBoxingAssignmentId\n  ingredientId\n  ingredientName\n  ingredientBrandName\n  isReplacement\n  letter\n  mealId\n  mealTitle\n  quantity\n}\n\nmutation PickLettersUpdateProteinLetterMutation($input: UpdateProteinLetterInput!) {\n  updateProteinLetter(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment ProteinLettersGrid_row on ProteinLetter {\n  id\n  ingredientBoxingAssignmentId\n  ingredientId\n  ingredientName\n  ingredientBrandName\n  isReplacement\n  letter\n  mealId\n  mealTitle\n  quantity\n}\n\nmutation PickLettersUpdateProteinLetterMutation($input: UpdateProteinLetterInput!) {\n  updateProteinLetter(input: $input) {\n    proteinLetters {\n      ...ProteinLettersGrid_row\n    }\n    counts {\n      ...PickLettersCounts_counts\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInPageMutation($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      name\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation SignInPageMutation($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      name\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FacilitySelectQuery {\n  accessiblePackingFacilities {\n    id\n    name\n  }\n}"): (typeof documents)["query FacilitySelectQuery {\n  accessiblePackingFacilities {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MenuSelectQuery {\n  menus {\n    id\n    slug\n  }\n}"): (typeof documents)["query MenuSelectQuery {\n  menus {\n    id\n    slug\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;