import type { GraphQLResolveInfo } from 'graphql';
import type { UpstreamUser as UpstreamUserModel, UpstreamPackingFacility as UpstreamPackingFacilityModel, UpstreamMenu as UpstreamMenuModel } from '../upstream/types.ts';
import type { UpstreamMealLetter as UpstreamMealLetterModel, ProteinLetterModel as ProteinLetterModelModel, LetterCountsModel as LetterCountsModelModel, PickLettersModel as PickLettersModelModel } from '../modules/pick-letters/types.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  mealBag: Maybe<Scalars['String']['output']>;
  /** Null while the pickable has no letter yet. */
  mealLetter: Maybe<Scalars['String']['output']>;
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
  ingredientBrandName: Maybe<Scalars['String']['output']>;
  ingredientId: Scalars['ID']['output'];
  ingredientName: Scalars['String']['output'];
  /** A protein a customer may swap in for the meal's usual one. */
  isReplacement: Scalars['Boolean']['output'];
  /** The protein's letter (P and digits), the same on every meal; null while it has none. */
  letter: Maybe<Scalars['String']['output']>;
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
  previousMenu: Maybe<Menu>;
  supervisorLoginCode: SupervisorLoginCode;
  /** The signed-in admin user, or null when there is no session. */
  viewer: Maybe<User>;
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
  user: Maybe<User>;
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
  counts: Maybe<PickLetterCounts>;
  /** The saved row; null when userErrors say why nothing was saved. */
  mealLetter: Maybe<MealLetter>;
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
  counts: Maybe<PickLetterCounts>;
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
  counts: Maybe<PickLetterCounts>;
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
  counts: Maybe<PickLetterCounts>;
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



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  MealLetter: ResolverTypeWrapper<UpstreamMealLetterModel>;
  MealLetterCsvRowInput: MealLetterCsvRowInput;
  Menu: ResolverTypeWrapper<UpstreamMenuModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PackingFacility: ResolverTypeWrapper<UpstreamPackingFacilityModel>;
  PickLetterCounts: ResolverTypeWrapper<LetterCountsModelModel>;
  PickLetters: ResolverTypeWrapper<PickLettersModelModel>;
  ProteinLetter: ResolverTypeWrapper<ProteinLetterModelModel>;
  ProteinLetterCsvRowInput: ProteinLetterCsvRowInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupervisorLoginCode: ResolverTypeWrapper<SupervisorLoginCode>;
  UpdateMealLetterInput: UpdateMealLetterInput;
  UpdateMealLetterPayload: ResolverTypeWrapper<Omit<UpdateMealLetterPayload, 'counts' | 'mealLetter'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, mealLetter?: Maybe<ResolversTypes['MealLetter']> }>;
  UpdateProteinLetterInput: UpdateProteinLetterInput;
  UpdateProteinLetterPayload: ResolverTypeWrapper<Omit<UpdateProteinLetterPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, proteinLetters: Array<ResolversTypes['ProteinLetter']> }>;
  UploadMealLettersInput: UploadMealLettersInput;
  UploadMealLettersPayload: ResolverTypeWrapper<Omit<UploadMealLettersPayload, 'counts' | 'mealLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, mealLetters: Array<ResolversTypes['MealLetter']> }>;
  UploadProteinLettersInput: UploadProteinLettersInput;
  UploadProteinLettersPayload: ResolverTypeWrapper<Omit<UploadProteinLettersPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversTypes['PickLetterCounts']>, proteinLetters: Array<ResolversTypes['ProteinLetter']> }>;
  User: ResolverTypeWrapper<UpstreamUserModel>;
  UserError: ResolverTypeWrapper<UserError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  MealLetter: UpstreamMealLetterModel;
  MealLetterCsvRowInput: MealLetterCsvRowInput;
  Menu: UpstreamMenuModel;
  Mutation: Record<PropertyKey, never>;
  PackingFacility: UpstreamPackingFacilityModel;
  PickLetterCounts: LetterCountsModelModel;
  PickLetters: PickLettersModelModel;
  ProteinLetter: ProteinLetterModelModel;
  ProteinLetterCsvRowInput: ProteinLetterCsvRowInput;
  Query: Record<PropertyKey, never>;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SignOutPayload: SignOutPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupervisorLoginCode: SupervisorLoginCode;
  UpdateMealLetterInput: UpdateMealLetterInput;
  UpdateMealLetterPayload: Omit<UpdateMealLetterPayload, 'counts' | 'mealLetter'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, mealLetter?: Maybe<ResolversParentTypes['MealLetter']> };
  UpdateProteinLetterInput: UpdateProteinLetterInput;
  UpdateProteinLetterPayload: Omit<UpdateProteinLetterPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, proteinLetters: Array<ResolversParentTypes['ProteinLetter']> };
  UploadMealLettersInput: UploadMealLettersInput;
  UploadMealLettersPayload: Omit<UploadMealLettersPayload, 'counts' | 'mealLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, mealLetters: Array<ResolversParentTypes['MealLetter']> };
  UploadProteinLettersInput: UploadProteinLettersInput;
  UploadProteinLettersPayload: Omit<UploadProteinLettersPayload, 'counts' | 'proteinLetters'> & { counts?: Maybe<ResolversParentTypes['PickLetterCounts']>, proteinLetters: Array<ResolversParentTypes['ProteinLetter']> };
  User: UpstreamUserModel;
  UserError: UserError;
};

export type MealLetterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MealLetter'] = ResolversParentTypes['MealLetter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealBag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealLetter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealPlans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickableId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pickableName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickableType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  updateMealLetter?: Resolver<ResolversTypes['UpdateMealLetterPayload'], ParentType, ContextType, RequireFields<MutationUpdateMealLetterArgs, 'input'>>;
  updateProteinLetter?: Resolver<ResolversTypes['UpdateProteinLetterPayload'], ParentType, ContextType, RequireFields<MutationUpdateProteinLetterArgs, 'input'>>;
  uploadMealLetters?: Resolver<ResolversTypes['UploadMealLettersPayload'], ParentType, ContextType, RequireFields<MutationUploadMealLettersArgs, 'input'>>;
  uploadProteinLetters?: Resolver<ResolversTypes['UploadProteinLettersPayload'], ParentType, ContextType, RequireFields<MutationUploadProteinLettersArgs, 'input'>>;
};

export type PackingFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackingFacility'] = ResolversParentTypes['PackingFacility']> = {
  abbreviatedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colloquialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickLetterCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickLetterCounts'] = ResolversParentTypes['PickLetterCounts']> = {
  duplicateLetters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealLettersAssigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mealPickables?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proteinLettersAssigned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proteins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PickLettersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickLetters'] = ResolversParentTypes['PickLetters']> = {
  counts?: Resolver<ResolversTypes['PickLetterCounts'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lockedMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mealLetters?: Resolver<Array<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
};

export type ProteinLetterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProteinLetter'] = ResolversParentTypes['ProteinLetter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredientBoxingAssignmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredientBrandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ingredientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ingredientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isReplacement?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  letter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mealId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessiblePackingFacilities?: Resolver<Array<ResolversTypes['PackingFacility']>, ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  packingFacility?: Resolver<ResolversTypes['PackingFacility'], ParentType, ContextType, RequireFields<QueryPackingFacilityArgs, 'id'>>;
  pickLetters?: Resolver<ResolversTypes['PickLetters'], ParentType, ContextType, RequireFields<QueryPickLettersArgs, 'menuId' | 'packingFacilityId'>>;
  previousMenu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType>;
  supervisorLoginCode?: Resolver<ResolversTypes['SupervisorLoginCode'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SignOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignOutPayload'] = ResolversParentTypes['SignOutPayload']> = {
  signedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  supervisorLoginCodeChanged?: SubscriptionResolver<ResolversTypes['SupervisorLoginCode'], "supervisorLoginCodeChanged", ParentType, ContextType>;
};

export type SupervisorLoginCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupervisorLoginCode'] = ResolversParentTypes['SupervisorLoginCode']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpdateMealLetterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateMealLetterPayload'] = ResolversParentTypes['UpdateMealLetterPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  mealLetter?: Resolver<Maybe<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateProteinLetterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateProteinLetterPayload'] = ResolversParentTypes['UpdateProteinLetterPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UploadMealLettersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadMealLettersPayload'] = ResolversParentTypes['UploadMealLettersPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  mealLetters?: Resolver<Array<ResolversTypes['MealLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UploadProteinLettersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadProteinLettersPayload'] = ResolversParentTypes['UploadProteinLettersPayload']> = {
  counts?: Resolver<Maybe<ResolversTypes['PickLetterCounts']>, ParentType, ContextType>;
  proteinLetters?: Resolver<Array<ResolversTypes['ProteinLetter']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  field?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  MealLetter?: MealLetterResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PackingFacility?: PackingFacilityResolvers<ContextType>;
  PickLetterCounts?: PickLetterCountsResolvers<ContextType>;
  PickLetters?: PickLettersResolvers<ContextType>;
  ProteinLetter?: ProteinLetterResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupervisorLoginCode?: SupervisorLoginCodeResolvers<ContextType>;
  UpdateMealLetterPayload?: UpdateMealLetterPayloadResolvers<ContextType>;
  UpdateProteinLetterPayload?: UpdateProteinLetterPayloadResolvers<ContextType>;
  UploadMealLettersPayload?: UploadMealLettersPayloadResolvers<ContextType>;
  UploadProteinLettersPayload?: UploadProteinLettersPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};

