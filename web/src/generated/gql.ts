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
    "query LabelStatusPageQuery {\n  labelStatusFacilities {\n    id\n    name\n    abbreviatedName\n    shipDays {\n      id\n      day\n      labelsGeneratedAt\n      labelsGeneratedAtStringify\n      expectedShipments\n      estimatedPostponedCount\n    }\n  }\n}": typeof types.LabelStatusPageQueryDocument,
    "fragment RegionTable_region on ShippingRegionLabelStatus {\n  id\n  name\n  shipDate\n  expectedShipments {\n    count\n  }\n  labelsProgress {\n    status\n  }\n  postponedShipments {\n    count\n  }\n  labelsError {\n    errorClass\n    errorMessage\n  }\n}\n\nquery RegionTableQuery($packingFacilityId: ID!, $shipDay: String!) {\n  regionsShippingOnDay(packingFacilityId: $packingFacilityId, shipDay: $shipDay) {\n    ...RegionTable_region\n  }\n}\n\nsubscription RegionTableEventsSubscription($packingFacilityId: ID!, $shipDay: String!, $regionName: String!) {\n  labelStatusEvents(\n    packingFacilityId: $packingFacilityId\n    shipDay: $shipDay\n    regionName: $regionName\n  ) {\n    __typename\n    ... on LabelStatusSnapshot {\n      region {\n        ...RegionTable_region\n      }\n    }\n    ... on LabelsProgressUpdate {\n      regionId\n      status\n    }\n    ... on PostponedShipmentsUpdate {\n      regionId\n      count\n    }\n    ... on LabelsErrorUpdate {\n      regionId\n      errors {\n        errorClass\n        errorMessage\n      }\n    }\n  }\n}": typeof types.RegionTable_RegionFragmentDoc,
    "fragment PresetEditor_zone on Zone {\n  id\n  zoneId\n  pickableType\n  rows\n  columns\n  itemLetters\n  includesBinder\n  includesProteinCard\n  includesAddOnCard\n  includesFamilyAddOnCard\n  includesPromotionalItem\n  qaAddOns\n  qaMealBags\n  qaProteins\n  qaReadyToHeat\n  qaAccessories\n  qaTopIce\n  qaMiddleIce\n  qaBottomIce\n  qaNearMiss\n  qaQc\n}\n\nfragment PresetEditor_preset on LinePreset {\n  ...PresetList_preset\n  zones {\n    ...PresetEditor_zone\n  }\n}\n\nquery PresetEditorQuery($packingFacilityId: ID!, $id: ID!) {\n  linePreset(packingFacilityId: $packingFacilityId, id: $id) {\n    ...PresetEditor_preset\n  }\n}\n\nmutation PresetEditorSaveMutation($input: SaveLinePresetInput!) {\n  saveLinePreset(input: $input) {\n    linePreset {\n      ...PresetEditor_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.PresetEditor_ZoneFragmentDoc,
    "fragment PresetList_preset on LinePreset {\n  id\n  packingFacilityId\n  name\n  description\n  lineAssignments {\n    id\n    name\n  }\n}\n\nquery PresetListQuery($packingFacilityId: ID!) {\n  linePresets(packingFacilityId: $packingFacilityId) {\n    ...PresetList_preset\n  }\n}\n\nmutation PresetListCreateMutation($input: CreateLinePresetInput!) {\n  createLinePreset(input: $input) {\n    linePreset {\n      ...PresetList_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PresetListDeleteMutation($input: DeleteLinePresetInput!) {\n  deleteLinePreset(input: $input) {\n    deletedId\n    notice\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.PresetList_PresetFragmentDoc,
    "query LoginCodeCardQuery {\n  supervisorLoginCode {\n    code\n  }\n}\n\nsubscription LoginCodeCardChangedSubscription {\n  supervisorLoginCodeChanged {\n    code\n  }\n}": typeof types.LoginCodeCardQueryDocument,
    "mutation SignInPageMutation($input: SignInInput!) {\n  signIn(input: $input) {\n    user {\n      id\n      name\n      email\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": typeof types.SignInPageMutationDocument,
    "query FacilitySelectQuery {\n  accessiblePackingFacilities {\n    id\n    name\n  }\n}": typeof types.FacilitySelectQueryDocument,
    "query MenuSelectQuery {\n  menus {\n    id\n    slug\n  }\n}": typeof types.MenuSelectQueryDocument,
};
const documents: Documents = {
    "query AdminLayoutViewerQuery {\n  viewer {\n    id\n    name\n    email\n  }\n}\n\nmutation AdminLayoutSignOutMutation {\n  signOut {\n    signedOut\n  }\n}": types.AdminLayoutViewerQueryDocument,
    "query LabelStatusPageQuery {\n  labelStatusFacilities {\n    id\n    name\n    abbreviatedName\n    shipDays {\n      id\n      day\n      labelsGeneratedAt\n      labelsGeneratedAtStringify\n      expectedShipments\n      estimatedPostponedCount\n    }\n  }\n}": types.LabelStatusPageQueryDocument,
    "fragment RegionTable_region on ShippingRegionLabelStatus {\n  id\n  name\n  shipDate\n  expectedShipments {\n    count\n  }\n  labelsProgress {\n    status\n  }\n  postponedShipments {\n    count\n  }\n  labelsError {\n    errorClass\n    errorMessage\n  }\n}\n\nquery RegionTableQuery($packingFacilityId: ID!, $shipDay: String!) {\n  regionsShippingOnDay(packingFacilityId: $packingFacilityId, shipDay: $shipDay) {\n    ...RegionTable_region\n  }\n}\n\nsubscription RegionTableEventsSubscription($packingFacilityId: ID!, $shipDay: String!, $regionName: String!) {\n  labelStatusEvents(\n    packingFacilityId: $packingFacilityId\n    shipDay: $shipDay\n    regionName: $regionName\n  ) {\n    __typename\n    ... on LabelStatusSnapshot {\n      region {\n        ...RegionTable_region\n      }\n    }\n    ... on LabelsProgressUpdate {\n      regionId\n      status\n    }\n    ... on PostponedShipmentsUpdate {\n      regionId\n      count\n    }\n    ... on LabelsErrorUpdate {\n      regionId\n      errors {\n        errorClass\n        errorMessage\n      }\n    }\n  }\n}": types.RegionTable_RegionFragmentDoc,
    "fragment PresetEditor_zone on Zone {\n  id\n  zoneId\n  pickableType\n  rows\n  columns\n  itemLetters\n  includesBinder\n  includesProteinCard\n  includesAddOnCard\n  includesFamilyAddOnCard\n  includesPromotionalItem\n  qaAddOns\n  qaMealBags\n  qaProteins\n  qaReadyToHeat\n  qaAccessories\n  qaTopIce\n  qaMiddleIce\n  qaBottomIce\n  qaNearMiss\n  qaQc\n}\n\nfragment PresetEditor_preset on LinePreset {\n  ...PresetList_preset\n  zones {\n    ...PresetEditor_zone\n  }\n}\n\nquery PresetEditorQuery($packingFacilityId: ID!, $id: ID!) {\n  linePreset(packingFacilityId: $packingFacilityId, id: $id) {\n    ...PresetEditor_preset\n  }\n}\n\nmutation PresetEditorSaveMutation($input: SaveLinePresetInput!) {\n  saveLinePreset(input: $input) {\n    linePreset {\n      ...PresetEditor_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.PresetEditor_ZoneFragmentDoc,
    "fragment PresetList_preset on LinePreset {\n  id\n  packingFacilityId\n  name\n  description\n  lineAssignments {\n    id\n    name\n  }\n}\n\nquery PresetListQuery($packingFacilityId: ID!) {\n  linePresets(packingFacilityId: $packingFacilityId) {\n    ...PresetList_preset\n  }\n}\n\nmutation PresetListCreateMutation($input: CreateLinePresetInput!) {\n  createLinePreset(input: $input) {\n    linePreset {\n      ...PresetList_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PresetListDeleteMutation($input: DeleteLinePresetInput!) {\n  deleteLinePreset(input: $input) {\n    deletedId\n    notice\n    userErrors {\n      field\n      message\n    }\n  }\n}": types.PresetList_PresetFragmentDoc,
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
export function graphql(source: "query LabelStatusPageQuery {\n  labelStatusFacilities {\n    id\n    name\n    abbreviatedName\n    shipDays {\n      id\n      day\n      labelsGeneratedAt\n      labelsGeneratedAtStringify\n      expectedShipments\n      estimatedPostponedCount\n    }\n  }\n}"): (typeof documents)["query LabelStatusPageQuery {\n  labelStatusFacilities {\n    id\n    name\n    abbreviatedName\n    shipDays {\n      id\n      day\n      labelsGeneratedAt\n      labelsGeneratedAtStringify\n      expectedShipments\n      estimatedPostponedCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RegionTable_region on ShippingRegionLabelStatus {\n  id\n  name\n  shipDate\n  expectedShipments {\n    count\n  }\n  labelsProgress {\n    status\n  }\n  postponedShipments {\n    count\n  }\n  labelsError {\n    errorClass\n    errorMessage\n  }\n}\n\nquery RegionTableQuery($packingFacilityId: ID!, $shipDay: String!) {\n  regionsShippingOnDay(packingFacilityId: $packingFacilityId, shipDay: $shipDay) {\n    ...RegionTable_region\n  }\n}\n\nsubscription RegionTableEventsSubscription($packingFacilityId: ID!, $shipDay: String!, $regionName: String!) {\n  labelStatusEvents(\n    packingFacilityId: $packingFacilityId\n    shipDay: $shipDay\n    regionName: $regionName\n  ) {\n    __typename\n    ... on LabelStatusSnapshot {\n      region {\n        ...RegionTable_region\n      }\n    }\n    ... on LabelsProgressUpdate {\n      regionId\n      status\n    }\n    ... on PostponedShipmentsUpdate {\n      regionId\n      count\n    }\n    ... on LabelsErrorUpdate {\n      regionId\n      errors {\n        errorClass\n        errorMessage\n      }\n    }\n  }\n}"): (typeof documents)["fragment RegionTable_region on ShippingRegionLabelStatus {\n  id\n  name\n  shipDate\n  expectedShipments {\n    count\n  }\n  labelsProgress {\n    status\n  }\n  postponedShipments {\n    count\n  }\n  labelsError {\n    errorClass\n    errorMessage\n  }\n}\n\nquery RegionTableQuery($packingFacilityId: ID!, $shipDay: String!) {\n  regionsShippingOnDay(packingFacilityId: $packingFacilityId, shipDay: $shipDay) {\n    ...RegionTable_region\n  }\n}\n\nsubscription RegionTableEventsSubscription($packingFacilityId: ID!, $shipDay: String!, $regionName: String!) {\n  labelStatusEvents(\n    packingFacilityId: $packingFacilityId\n    shipDay: $shipDay\n    regionName: $regionName\n  ) {\n    __typename\n    ... on LabelStatusSnapshot {\n      region {\n        ...RegionTable_region\n      }\n    }\n    ... on LabelsProgressUpdate {\n      regionId\n      status\n    }\n    ... on PostponedShipmentsUpdate {\n      regionId\n      count\n    }\n    ... on LabelsErrorUpdate {\n      regionId\n      errors {\n        errorClass\n        errorMessage\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PresetEditor_zone on Zone {\n  id\n  zoneId\n  pickableType\n  rows\n  columns\n  itemLetters\n  includesBinder\n  includesProteinCard\n  includesAddOnCard\n  includesFamilyAddOnCard\n  includesPromotionalItem\n  qaAddOns\n  qaMealBags\n  qaProteins\n  qaReadyToHeat\n  qaAccessories\n  qaTopIce\n  qaMiddleIce\n  qaBottomIce\n  qaNearMiss\n  qaQc\n}\n\nfragment PresetEditor_preset on LinePreset {\n  ...PresetList_preset\n  zones {\n    ...PresetEditor_zone\n  }\n}\n\nquery PresetEditorQuery($packingFacilityId: ID!, $id: ID!) {\n  linePreset(packingFacilityId: $packingFacilityId, id: $id) {\n    ...PresetEditor_preset\n  }\n}\n\nmutation PresetEditorSaveMutation($input: SaveLinePresetInput!) {\n  saveLinePreset(input: $input) {\n    linePreset {\n      ...PresetEditor_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment PresetEditor_zone on Zone {\n  id\n  zoneId\n  pickableType\n  rows\n  columns\n  itemLetters\n  includesBinder\n  includesProteinCard\n  includesAddOnCard\n  includesFamilyAddOnCard\n  includesPromotionalItem\n  qaAddOns\n  qaMealBags\n  qaProteins\n  qaReadyToHeat\n  qaAccessories\n  qaTopIce\n  qaMiddleIce\n  qaBottomIce\n  qaNearMiss\n  qaQc\n}\n\nfragment PresetEditor_preset on LinePreset {\n  ...PresetList_preset\n  zones {\n    ...PresetEditor_zone\n  }\n}\n\nquery PresetEditorQuery($packingFacilityId: ID!, $id: ID!) {\n  linePreset(packingFacilityId: $packingFacilityId, id: $id) {\n    ...PresetEditor_preset\n  }\n}\n\nmutation PresetEditorSaveMutation($input: SaveLinePresetInput!) {\n  saveLinePreset(input: $input) {\n    linePreset {\n      ...PresetEditor_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PresetList_preset on LinePreset {\n  id\n  packingFacilityId\n  name\n  description\n  lineAssignments {\n    id\n    name\n  }\n}\n\nquery PresetListQuery($packingFacilityId: ID!) {\n  linePresets(packingFacilityId: $packingFacilityId) {\n    ...PresetList_preset\n  }\n}\n\nmutation PresetListCreateMutation($input: CreateLinePresetInput!) {\n  createLinePreset(input: $input) {\n    linePreset {\n      ...PresetList_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PresetListDeleteMutation($input: DeleteLinePresetInput!) {\n  deleteLinePreset(input: $input) {\n    deletedId\n    notice\n    userErrors {\n      field\n      message\n    }\n  }\n}"): (typeof documents)["fragment PresetList_preset on LinePreset {\n  id\n  packingFacilityId\n  name\n  description\n  lineAssignments {\n    id\n    name\n  }\n}\n\nquery PresetListQuery($packingFacilityId: ID!) {\n  linePresets(packingFacilityId: $packingFacilityId) {\n    ...PresetList_preset\n  }\n}\n\nmutation PresetListCreateMutation($input: CreateLinePresetInput!) {\n  createLinePreset(input: $input) {\n    linePreset {\n      ...PresetList_preset\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nmutation PresetListDeleteMutation($input: DeleteLinePresetInput!) {\n  deleteLinePreset(input: $input) {\n    deletedId\n    notice\n    userErrors {\n      field\n      message\n    }\n  }\n}"];
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