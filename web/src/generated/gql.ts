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
    "query IceRestrictionsPageQuery {\n  iceRestrictions {\n    menus {\n      menuId\n      menuSlug\n      isPast\n    }\n    facilities {\n      packingFacilityId\n      packingFacilityName\n      iceRestrictions {\n        iceSize\n        label\n        mealPlans {\n          ...IceRestrictionRow_restriction\n        }\n      }\n    }\n  }\n}\n\nfragment IceRestrictionRow_restriction on IceRestriction {\n  id\n  mealPlanId\n  mealPlanSlug\n  indefiniteRestriction {\n    menuId\n    menuSlug\n  }\n  menuRestrictions {\n    menuId\n    menuSlug\n    iceRestriction\n  }\n}": typeof types.IceRestrictionsPageQueryDocument,
    "mutation IceRestrictionsUpdateMutation($input: UpdateIceRestrictionInput!) {\n  updateIceRestriction(input: $input) {\n    iceRestriction {\n      ...IceRestrictionRow_restriction\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.IceRestrictionsUpdateMutationDocument,
    "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}": typeof types.LoginCodeCardQueryDocument,
    "mutation SignInPageMutation($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      name\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.SignInPageMutationDocument,
    "query FacilitySelectQuery {\n  accessiblePackingFacilities {\n    id\n    name\n  }\n}": typeof types.FacilitySelectQueryDocument,
    "query MenuSelectQuery {\n  menus {\n    id\n    slug\n  }\n}": typeof types.MenuSelectQueryDocument,
};
const documents: Documents = {
    "query AdminLayoutViewerQuery {\n  viewer {\n    id\n    name\n    email\n  }\n}\n\nmutation AdminLayoutSignOutMutation {\n  signOut {\n    signedOut\n  }\n}": types.AdminLayoutViewerQueryDocument,
    "query IceRestrictionsPageQuery {\n  iceRestrictions {\n    menus {\n      menuId\n      menuSlug\n      isPast\n    }\n    facilities {\n      packingFacilityId\n      packingFacilityName\n      iceRestrictions {\n        iceSize\n        label\n        mealPlans {\n          ...IceRestrictionRow_restriction\n        }\n      }\n    }\n  }\n}\n\nfragment IceRestrictionRow_restriction on IceRestriction {\n  id\n  mealPlanId\n  mealPlanSlug\n  indefiniteRestriction {\n    menuId\n    menuSlug\n  }\n  menuRestrictions {\n    menuId\n    menuSlug\n    iceRestriction\n  }\n}": types.IceRestrictionsPageQueryDocument,
    "mutation IceRestrictionsUpdateMutation($input: UpdateIceRestrictionInput!) {\n  updateIceRestriction(input: $input) {\n    iceRestriction {\n      ...IceRestrictionRow_restriction\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.IceRestrictionsUpdateMutationDocument,
    "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}": types.LoginCodeCardQueryDocument,
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
export function graphql(source: "query IceRestrictionsPageQuery {\n  iceRestrictions {\n    menus {\n      menuId\n      menuSlug\n      isPast\n    }\n    facilities {\n      packingFacilityId\n      packingFacilityName\n      iceRestrictions {\n        iceSize\n        label\n        mealPlans {\n          ...IceRestrictionRow_restriction\n        }\n      }\n    }\n  }\n}\n\nfragment IceRestrictionRow_restriction on IceRestriction {\n  id\n  mealPlanId\n  mealPlanSlug\n  indefiniteRestriction {\n    menuId\n    menuSlug\n  }\n  menuRestrictions {\n    menuId\n    menuSlug\n    iceRestriction\n  }\n}"): (typeof documents)["query IceRestrictionsPageQuery {\n  iceRestrictions {\n    menus {\n      menuId\n      menuSlug\n      isPast\n    }\n    facilities {\n      packingFacilityId\n      packingFacilityName\n      iceRestrictions {\n        iceSize\n        label\n        mealPlans {\n          ...IceRestrictionRow_restriction\n        }\n      }\n    }\n  }\n}\n\nfragment IceRestrictionRow_restriction on IceRestriction {\n  id\n  mealPlanId\n  mealPlanSlug\n  indefiniteRestriction {\n    menuId\n    menuSlug\n  }\n  menuRestrictions {\n    menuId\n    menuSlug\n    iceRestriction\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IceRestrictionsUpdateMutation($input: UpdateIceRestrictionInput!) {\n  updateIceRestriction(input: $input) {\n    iceRestriction {\n      ...IceRestrictionRow_restriction\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["mutation IceRestrictionsUpdateMutation($input: UpdateIceRestrictionInput!) {\n  updateIceRestriction(input: $input) {\n    iceRestriction {\n      ...IceRestrictionRow_restriction\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}"): (typeof documents)["query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}"];
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