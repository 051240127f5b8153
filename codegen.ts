import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One config for both sides of the contract in schema/graphql:
 * - the gateway's resolver types, whose parents are the upstream (REST) shapes via mappers;
 * - the web app's typed documents, from the .graphql operations next to each feature.
 */
const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          User: '../upstream/types.ts#UpstreamUser',
          PackingFacility: '../upstream/types.ts#UpstreamPackingFacility',
          Menu: '../upstream/types.ts#UpstreamMenu',
          FloorSession: '../modules/floor-sessions/floor-session-api.ts#UpstreamFloorSessionBody',
          LabelStatusFacility: '../modules/label-status/types.ts#UpstreamLabelStatusFacility',
          LabelStatusShipDay: '../modules/label-status/types.ts#LabelStatusShipDayModel',
          ShippingRegionLabelStatus: '../modules/label-status/types.ts#UpstreamRegionOnShipDay',
          LabelsProgress: '../modules/label-status/types.ts#UpstreamLabelsProgress',
          LinePreset: '../modules/line-presets/types.ts#UpstreamLinePreset',
          LineAssignment: '../modules/line-presets/types.ts#UpstreamLineAssignment',
          Zone: '../modules/line-presets/types.ts#UpstreamZone',
          IceRestrictions: '../modules/ice-restrictions/types.ts#UpstreamIceRestrictionsBody',
          IceRestrictionMenu: '../modules/ice-restrictions/types.ts#UpstreamIceRestrictionMenu',
          FacilityIceRestrictions:
            '../modules/ice-restrictions/types.ts#UpstreamFacilityIceRestrictions',
          IceSizeRestrictions: '../modules/ice-restrictions/types.ts#UpstreamIceSizeRestrictions',
          IceRestriction: '../modules/ice-restrictions/types.ts#UpstreamIceMealPlan',
          MenuIceRestriction: '../modules/ice-restrictions/types.ts#UpstreamMenuIceRestriction',
          UserPreferences:
            '../modules/user-preferences/user-preferences-api.ts#UpstreamUserPreferences',
          MealLetter: '../modules/pick-letters/types.ts#UpstreamMealLetter',
          ProteinLetter: '../modules/pick-letters/types.ts#ProteinLetterModel',
          PickLetterCounts: '../modules/pick-letters/types.ts#LetterCountsModel',
          PickLetters: '../modules/pick-letters/types.ts#PickLettersModel',
          KioskGroup: '../modules/printer-kiosk/printer-kiosk-api.ts#UpstreamKioskGroup',
          KioskLabel: '../modules/printer-kiosk/printer-kiosk-api.ts#UpstreamKioskLabel',
          KioskLineData: '../modules/printer-kiosk/printer-kiosk-api.ts#UpstreamKioskLineData',
          PackLinePlanner: '../modules/planner/types.ts#PackLinePlannerModel',
          PackLine: '../modules/planner/types.ts#UpstreamPackLine',
          PackLinePlanGroup: '../modules/planner/types.ts#UpstreamPlanGroup',
          PlannerShippingRegion: '../modules/planner/types.ts#UpstreamShippingRegion',
          PackLinePlannerEvent: '../modules/planner/types.ts#PackLinePlannerEventModel',
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // Unions and interfaces for Apollo's cache, so fragments on a union's members match.
    'web/src/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    'web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
