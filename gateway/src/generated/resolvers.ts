import type { GraphQLResolveInfo } from 'graphql';
import type { UpstreamUser as UpstreamUserModel, UpstreamPackingFacility as UpstreamPackingFacilityModel, UpstreamMenu as UpstreamMenuModel } from '../upstream/types.ts';
import type { UpstreamIceRestrictionsBody as UpstreamIceRestrictionsBodyModel, UpstreamIceRestrictionMenu as UpstreamIceRestrictionMenuModel, UpstreamFacilityIceRestrictions as UpstreamFacilityIceRestrictionsModel, UpstreamIceSizeRestrictions as UpstreamIceSizeRestrictionsModel, UpstreamIceMealPlan as UpstreamIceMealPlanModel, UpstreamMenuIceRestriction as UpstreamMenuIceRestrictionModel } from '../modules/ice-restrictions/types.ts';
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
  indefiniteRestriction: Maybe<IndefiniteIceRestriction>;
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
  uuid: Maybe<Scalars['ID']['output']>;
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
  previousMenu: Maybe<Menu>;
  supervisorLoginCode: SupervisorLoginCode;
  /** The signed-in admin user, or null when there is no session. */
  viewer: Maybe<User>;
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
  iceRestriction: Maybe<IceRestriction>;
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
  FacilityIceRestrictions: ResolverTypeWrapper<UpstreamFacilityIceRestrictionsModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IceRestriction: ResolverTypeWrapper<UpstreamIceMealPlanModel>;
  IceRestrictionMenu: ResolverTypeWrapper<UpstreamIceRestrictionMenuModel>;
  IceRestrictions: ResolverTypeWrapper<UpstreamIceRestrictionsBodyModel>;
  IceSize: IceSize;
  IceSizeRestrictions: ResolverTypeWrapper<UpstreamIceSizeRestrictionsModel>;
  IndefiniteIceRestriction: ResolverTypeWrapper<IndefiniteIceRestriction>;
  Menu: ResolverTypeWrapper<UpstreamMenuModel>;
  MenuIceRestriction: ResolverTypeWrapper<UpstreamMenuIceRestrictionModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PackingFacility: ResolverTypeWrapper<UpstreamPackingFacilityModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignInInput: SignInInput;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  SignOutPayload: ResolverTypeWrapper<SignOutPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SupervisorLoginCode: ResolverTypeWrapper<SupervisorLoginCode>;
  UpdateIceRestrictionInput: UpdateIceRestrictionInput;
  UpdateIceRestrictionPayload: ResolverTypeWrapper<Omit<UpdateIceRestrictionPayload, 'iceRestriction'> & { iceRestriction?: Maybe<ResolversTypes['IceRestriction']> }>;
  User: ResolverTypeWrapper<UpstreamUserModel>;
  UserError: ResolverTypeWrapper<UserError>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  FacilityIceRestrictions: UpstreamFacilityIceRestrictionsModel;
  ID: Scalars['ID']['output'];
  IceRestriction: UpstreamIceMealPlanModel;
  IceRestrictionMenu: UpstreamIceRestrictionMenuModel;
  IceRestrictions: UpstreamIceRestrictionsBodyModel;
  IceSizeRestrictions: UpstreamIceSizeRestrictionsModel;
  IndefiniteIceRestriction: IndefiniteIceRestriction;
  Menu: UpstreamMenuModel;
  MenuIceRestriction: UpstreamMenuIceRestrictionModel;
  Mutation: Record<PropertyKey, never>;
  PackingFacility: UpstreamPackingFacilityModel;
  Query: Record<PropertyKey, never>;
  SignInInput: SignInInput;
  SignInPayload: Omit<SignInPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  SignOutPayload: SignOutPayload;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SupervisorLoginCode: SupervisorLoginCode;
  UpdateIceRestrictionInput: UpdateIceRestrictionInput;
  UpdateIceRestrictionPayload: Omit<UpdateIceRestrictionPayload, 'iceRestriction'> & { iceRestriction?: Maybe<ResolversParentTypes['IceRestriction']> };
  User: UpstreamUserModel;
  UserError: UserError;
};

export type FacilityIceRestrictionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacilityIceRestrictions'] = ResolversParentTypes['FacilityIceRestrictions']> = {
  iceRestrictions?: Resolver<Array<ResolversTypes['IceSizeRestrictions']>, ParentType, ContextType>;
  packingFacilityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packingFacilityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IceRestrictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceRestriction'] = ResolversParentTypes['IceRestriction']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indefiniteRestriction?: Resolver<Maybe<ResolversTypes['IndefiniteIceRestriction']>, ParentType, ContextType>;
  mealPlanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealPlanSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menuRestrictions?: Resolver<Array<ResolversTypes['MenuIceRestriction']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IceRestrictionMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceRestrictionMenu'] = ResolversParentTypes['IceRestrictionMenu']> = {
  isPast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IceRestrictionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceRestrictions'] = ResolversParentTypes['IceRestrictions']> = {
  facilities?: Resolver<Array<ResolversTypes['FacilityIceRestrictions']>, ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['IceRestrictionMenu']>, ParentType, ContextType>;
};

export type IceSizeRestrictionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IceSizeRestrictions'] = ResolversParentTypes['IceSizeRestrictions']> = {
  iceSize?: Resolver<ResolversTypes['IceSize'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mealPlans?: Resolver<Array<ResolversTypes['IceRestriction']>, ParentType, ContextType>;
};

export type IndefiniteIceRestrictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndefiniteIceRestriction'] = ResolversParentTypes['IndefiniteIceRestriction']> = {
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuIceRestrictionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuIceRestriction'] = ResolversParentTypes['MenuIceRestriction']> = {
  iceRestriction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menuSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['SignOutPayload'], ParentType, ContextType>;
  updateIceRestriction?: Resolver<ResolversTypes['UpdateIceRestrictionPayload'], ParentType, ContextType, RequireFields<MutationUpdateIceRestrictionArgs, 'input'>>;
};

export type PackingFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackingFacility'] = ResolversParentTypes['PackingFacility']> = {
  abbreviatedName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colloquialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessiblePackingFacilities?: Resolver<Array<ResolversTypes['PackingFacility']>, ParentType, ContextType>;
  iceRestrictions?: Resolver<ResolversTypes['IceRestrictions'], ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  packingFacility?: Resolver<ResolversTypes['PackingFacility'], ParentType, ContextType, RequireFields<QueryPackingFacilityArgs, 'id'>>;
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

export type UpdateIceRestrictionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateIceRestrictionPayload'] = ResolversParentTypes['UpdateIceRestrictionPayload']> = {
  iceRestriction?: Resolver<Maybe<ResolversTypes['IceRestriction']>, ParentType, ContextType>;
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
  FacilityIceRestrictions?: FacilityIceRestrictionsResolvers<ContextType>;
  IceRestriction?: IceRestrictionResolvers<ContextType>;
  IceRestrictionMenu?: IceRestrictionMenuResolvers<ContextType>;
  IceRestrictions?: IceRestrictionsResolvers<ContextType>;
  IceSizeRestrictions?: IceSizeRestrictionsResolvers<ContextType>;
  IndefiniteIceRestriction?: IndefiniteIceRestrictionResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuIceRestriction?: MenuIceRestrictionResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PackingFacility?: PackingFacilityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignOutPayload?: SignOutPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SupervisorLoginCode?: SupervisorLoginCodeResolvers<ContextType>;
  UpdateIceRestrictionPayload?: UpdateIceRestrictionPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
};

