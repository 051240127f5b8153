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

export type FacilityIceRestrictions = {
  __typename?: 'FacilityIceRestrictions';
  /** One entry per ice size, largest first. */
  iceRestrictions: Array<IceSizeRestrictions>;
  packingFacilityId: Scalars['ID']['output'];
  packingFacilityName: Scalars['String']['output'];
};

/** One row: an ice size for a meal plan at a facility. */
export type IceRestriction = {
  __typename?: 'IceRestriction';
  /** The row's uuid. */
  id: Scalars['ID']['output'];
  /** Restricted from this menu on; null when not restricted indefinitely. */
  indefiniteRestriction?: Maybe<IndefiniteIceRestriction>;
  mealPlanId: Scalars['ID']['output'];
  /** standard, family or tempo. */
  mealPlanSlug: Scalars['String']['output'];
  /** One entry per listed menu. */
  menuRestrictions: Array<MenuIceRestriction>;
  uuid: Scalars['ID']['output'];
};

/** A menu the ice restriction rows list (the same for every row). */
export type IceRestrictionMenu = {
  __typename?: 'IceRestrictionMenu';
  /** Before the menu being packed: its restriction can no longer change. */
  isPast: Scalars['Boolean']['output'];
  menuId: Scalars['ID']['output'];
  /** The menu's date, yyyy-MM-dd. */
  menuSlug: Scalars['String']['output'];
};

/** Every ice restriction row of the facilities the user may see. */
export type IceRestrictions = {
  __typename?: 'IceRestrictions';
  facilities: Array<FacilityIceRestrictions>;
  /** Oldest first: the last past menu, then the menu being packed and every later one. */
  menus: Array<IceRestrictionMenu>;
};

/** Ice pack sizes (REST: ninety_six_oz, eighty_oz, sixty_four_oz, thirty_two_oz). */
export type IceSize =
  | 'EIGHTY_OZ'
  | 'NINETY_SIX_OZ'
  | 'SIXTY_FOUR_OZ'
  | 'THIRTY_TWO_OZ';

export type IceSizeRestrictions = {
  __typename?: 'IceSizeRestrictions';
  iceSize: IceSize;
  /** As the screen shows it, e.g. 96oz. */
  label: Scalars['String']['output'];
  /** One row per meal plan. */
  mealPlans: Array<IceRestriction>;
};

export type IndefiniteIceRestriction = {
  __typename?: 'IndefiniteIceRestriction';
  menuId: Scalars['ID']['output'];
  menuSlug: Scalars['String']['output'];
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

export type MenuIceRestriction = {
  __typename?: 'MenuIceRestriction';
  /** Restricted by its own checkbox (menus under the indefinite restriction are told by it). */
  iceRestriction: Scalars['Boolean']['output'];
  menuId: Scalars['ID']['output'];
  menuSlug: Scalars['String']['output'];
  /** The restriction's uuid; null when the menu is not restricted by itself. */
  uuid?: Maybe<Scalars['ID']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  signIn: SignInPayload;
  signOut: SignOutPayload;
  /** PUT /ice_restrictions. A refused change comes back in userErrors and changes nothing. */
  updateIceRestriction: UpdateIceRestrictionPayload;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationUpdateIceRestrictionArgs = {
  input: UpdateIceRestrictionInput;
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

/** Root types. Each domain file extends them with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** Only the facilities the signed-in user may see. */
  accessiblePackingFacilities: Array<PackingFacility>;
  /** GET /ice_restrictions */
  iceRestrictions: IceRestrictions;
  /** Menus cached for pickables (GET /menus?get_menus_cached_for_pickables=true), newest first. */
  menus: Array<Menu>;
  /** One facility the user may see; FORBIDDEN for any other. */
  packingFacility: PackingFacility;
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

export type UpdateIceRestrictionInput = {
  iceSize: IceSize;
  /** Restrict from this menu on; null for none. */
  indefiniteRestrictionStartingMenuId?: InputMaybe<Scalars['ID']['input']>;
  mealPlanId: Scalars['ID']['input'];
  /** The menus restricted one by one. */
  menuIds: Array<Scalars['ID']['input']>;
  packingFacilityId: Scalars['ID']['input'];
};

export type UpdateIceRestrictionPayload = {
  __typename?: 'UpdateIceRestrictionPayload';
  /** The row as saved; null when the change was refused. */
  iceRestriction?: Maybe<IceRestriction>;
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

export type IceRestrictionsPageQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type IceRestrictionsPageQueryQuery = { __typename?: 'Query', iceRestrictions: { __typename?: 'IceRestrictions', menus: Array<{ __typename?: 'IceRestrictionMenu', menuId: string, menuSlug: string, isPast: boolean }>, facilities: Array<{ __typename?: 'FacilityIceRestrictions', packingFacilityId: string, packingFacilityName: string, iceRestrictions: Array<{ __typename?: 'IceSizeRestrictions', iceSize: IceSize, label: string, mealPlans: Array<{ __typename?: 'IceRestriction', id: string, mealPlanId: string, mealPlanSlug: string, indefiniteRestriction?: { __typename?: 'IndefiniteIceRestriction', menuId: string, menuSlug: string } | null, menuRestrictions: Array<{ __typename?: 'MenuIceRestriction', menuId: string, menuSlug: string, iceRestriction: boolean }> }> }> }> } };

export type IceRestrictionRow_RestrictionFragment = { __typename?: 'IceRestriction', id: string, mealPlanId: string, mealPlanSlug: string, indefiniteRestriction?: { __typename?: 'IndefiniteIceRestriction', menuId: string, menuSlug: string } | null, menuRestrictions: Array<{ __typename?: 'MenuIceRestriction', menuId: string, menuSlug: string, iceRestriction: boolean }> };

export type IceRestrictionsUpdateMutationMutationVariables = Exact<{
  input: UpdateIceRestrictionInput;
}>;


export type IceRestrictionsUpdateMutationMutation = { __typename?: 'Mutation', updateIceRestriction: { __typename?: 'UpdateIceRestrictionPayload', iceRestriction?: { __typename?: 'IceRestriction', id: string, mealPlanId: string, mealPlanSlug: string, indefiniteRestriction?: { __typename?: 'IndefiniteIceRestriction', menuId: string, menuSlug: string } | null, menuRestrictions: Array<{ __typename?: 'MenuIceRestriction', menuId: string, menuSlug: string, iceRestriction: boolean }> } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type LoginCodeCardQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeCardQueryQuery = { __typename?: 'Query', supervisorLoginCode: { __typename?: 'SupervisorLoginCode', code: string } };

export type LoginCodeCardChangedSubscriptionSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LoginCodeCardChangedSubscriptionSubscription = { __typename?: 'Subscription', supervisorLoginCodeChanged: { __typename?: 'SupervisorLoginCode', code: string } };

export type SignInPageMutationMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInPageMutationMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInPayload', user?: { __typename?: 'User', id: string, name: string, email: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string>, message: string }> } };

export type FacilitySelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type FacilitySelectQueryQuery = { __typename?: 'Query', accessiblePackingFacilities: Array<{ __typename?: 'PackingFacility', id: string, name: string }> };

export type MenuSelectQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuSelectQueryQuery = { __typename?: 'Query', menus: Array<{ __typename?: 'Menu', id: string, slug: string }> };

export const IceRestrictionRow_RestrictionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionRow_RestrictionFragment, unknown>;
export const AdminLayoutViewerQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLayoutViewerQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutViewerQueryQuery, AdminLayoutViewerQueryQueryVariables>;
export const AdminLayoutSignOutMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLayoutSignOutMutation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<AdminLayoutSignOutMutationMutation, AdminLayoutSignOutMutationMutationVariables>;
export const IceRestrictionsPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IceRestrictionsPageQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packingFacilityId"}},{"kind":"Field","name":{"kind":"Name","value":"packingFacilityName"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceSize"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IceRestrictionRow_restriction"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionsPageQueryQuery, IceRestrictionsPageQueryQueryVariables>;
export const IceRestrictionsUpdateMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IceRestrictionsUpdateMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateIceRestrictionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIceRestriction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IceRestrictionRow_restriction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IceRestrictionRow_restriction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IceRestriction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"mealPlanSlug"}},{"kind":"Field","name":{"kind":"Name","value":"indefiniteRestriction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"menuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"iceRestriction"}}]}}]}}]} as unknown as DocumentNode<IceRestrictionsUpdateMutationMutation, IceRestrictionsUpdateMutationMutationVariables>;
export const LoginCodeCardQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCodeCardQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardQueryQuery, LoginCodeCardQueryQueryVariables>;
export const LoginCodeCardChangedSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LoginCodeCardChangedSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supervisorLoginCodeChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginCodeCardChangedSubscriptionSubscription, LoginCodeCardChangedSubscriptionSubscriptionVariables>;
export const SignInPageMutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInPageMutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInPageMutationMutation, SignInPageMutationMutationVariables>;
export const FacilitySelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacilitySelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessiblePackingFacilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FacilitySelectQueryQuery, FacilitySelectQueryQueryVariables>;
export const MenuSelectQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuSelectQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MenuSelectQueryQuery, MenuSelectQueryQueryVariables>;