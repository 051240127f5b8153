import type { ExampleContext, FacilityFixture } from '../support/facility-fixture.ts';
import { undoableEntry } from '../support/history.ts';
import { boxBarcodeOnLine as boxOnLine } from '../support/zone-fixture.ts';

/**
 * Who a root field is for:
 * - public: anyone (sign-in, sign-out, and the questions "who am I" that answer null);
 * - admin: signed-in admin users (and API keys), never a floor screen;
 * - floor: floor screens of the facility, and admin users of it;
 * - kiosk: floor screens of the facility only (the printer kiosk's own printer);
 * - user: signed-in admin users only, about themselves (their preferences): an API key, which is
 *   no one's, and a floor screen are FORBIDDEN.
 */
export type Audience = 'public' | 'admin' | 'floor' | 'kiosk' | 'user';

export interface FieldExample {
  audience: Audience;
  /** The field takes a facility: asked for another facility it is FORBIDDEN. */
  scoped: boolean;
  /** One operation using the field; its variables are built for a facility. */
  document: string;
  variables?: (f: FacilityFixture, ctx: ExampleContext) => Promise<Record<string, unknown>>;
  /** It ends the caller's session: the matrix runs it with a throwaway one. */
  endsSession?: boolean;
  /** It hands out a credential (a supervisor code): a read-only API key is FORBIDDEN. */
  notForReadOnlyKeys?: true;
}

let uniqueness = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(uniqueness += 1)}`;

const facilityVar = async (f: FacilityFixture) => ({ facility: String(f.id) });

/** An open plan group of the facility with boxes left. */
async function openGroup(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pack_line_planner/pack_line_plan_groups?packing_facility_id=${f.id}`,
  );
  const groups = body.pack_line_plan_groups as Array<Record<string, string | number | boolean>>;
  return groups.find((g) => !g.complete && Number(g.remaining_box_count) >= 2)!;
}

/** An open group going to the facility's example line, as the planner saw it. */
async function groupToLine(f: FacilityFixture, ctx: ExampleContext) {
  const group = await openGroup(f, ctx);
  return { facility: String(f.id), group: String(group.id), line: f.lineName, seen: seenOf(group) };
}

/** A group as the planner's table shows it: what a change says it saw (GraphQL's names). */
const seenOf = (group: Record<string, string | number | boolean>) => ({
  id: String(group.id),
  lineAssignment: group.line_assignment,
  boxCount: group.box_count,
  complete: group.complete,
});

/** The facility's example line. */
/**
 * A printer address on the facility's network, as the kiosk types it, where no printer answers:
 * the demo seed gives facility {id} the printer network 127.0.{id}.0/24.
 */
const noPrinter = (f: FacilityFixture) => `${f.id}.250`;

const kioskLineId = (f: FacilityFixture, ctx: ExampleContext) =>
  ctx.db
    .selectFrom('pack_lines')
    .select('id')
    .where('packing_facility_id', '=', f.id)
    .where('name', '=', f.lineName)
    .executeTakeFirstOrThrow();

async function mealRow(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pick_letters/meal_letters?packing_facility_id=${f.id}&menu_id=${f.menuId}`,
  );
  const rows = body.meal_letters as Array<Record<string, string | number | null>>;
  return rows.find((row) => typeof row.meal_letter === 'string' && row.meal_bag)!;
}

async function proteinRow(f: FacilityFixture, ctx: ExampleContext) {
  const body = await ctx.read(
    `/pick_letters/protein_letters?packing_facility_id=${f.id}&menu_id=${f.menuId}`,
  );
  const rows = body.protein_letters as Array<Record<string, string | number | null>>;
  return rows.find((row) => typeof row.letter === 'string')!;
}

/** The barcode of a box planned on the facility's example line. */
const boxBarcodeOnLine = (f: FacilityFixture, ctx: ExampleContext) =>
  boxOnLine(ctx.db, f.id, f.lineName);

async function newPreset(f: FacilityFixture, ctx: ExampleContext): Promise<string> {
  const created = await ctx.db
    .insertInto('line_presets')
    .values({ packing_facility_id: f.id, name: unique('Matrix'), description: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(created.id);
}

/**
 * One example per root field of the gateway's schema, keyed "Query.field", "Mutation.field" or
 * "Subscription.field". The gateway's access matrix fails for a field without one.
 */
export const FIELD_EXAMPLES: Record<string, FieldExample> = {
  'Query.viewer': { audience: 'public', scoped: false, document: '{ viewer { id } }' },
  'Query.floorSession': {
    audience: 'public',
    scoped: false,
    document: '{ floorSession { expiresAt } }',
  },
  'Mutation.signIn': {
    audience: 'public',
    scoped: false,
    document: `mutation { signIn(input: { email: "nobody@example.com", password: "x" }) {
      userErrors { message } } }`,
  },
  'Mutation.signOut': {
    audience: 'public',
    scoped: false,
    document: 'mutation { signOut { signedOut } }',
    endsSession: true,
  },
  'Mutation.floorSignIn': {
    audience: 'public',
    scoped: false,
    document: `mutation($slug: String!) {
      floorSignIn(input: { packingFacilitySlug: $slug, loginCode: "00000" }) { userErrors { message } } }`,
    variables: async (f) => ({ slug: f.slug }),
  },
  'Mutation.floorSignOut': {
    audience: 'public',
    scoped: false,
    document: 'mutation { floorSignOut { signedOut } }',
    endsSession: true,
  },
  'Mutation.registerEvent': {
    audience: 'floor',
    scoped: true,
    document: `mutation($facility: String!, $line: String!) {
      registerEvent(input: { packingFacilityAbbreviation: $facility, lineLetter: $line,
        packLineZoneId: "0", eventType: "heartbeat", zoneState: "active" }) { receivedAt } }`,
    variables: async (f) => ({ facility: f.abbreviation, line: f.lineName }),
  },
  'Query.zoneConfiguration': {
    audience: 'floor',
    scoped: true,
    document: `query($facility: String!, $line: String!) {
      zoneConfiguration(packingFacilityAbbreviation: $facility, lineLetter: $line,
        packLineZoneId: "1") { zoneId } }`,
    variables: async (f) => ({ facility: f.abbreviation, line: f.lineName }),
  },
  'Mutation.scanBox': {
    audience: 'floor',
    scoped: true,
    document: `mutation($facility: String!, $line: String!, $barcode: String!) {
      scanBox(input: { packingFacilityAbbreviation: $facility, lineLetter: $line,
        packLineZoneId: "1", barcodeScan: $barcode }) { shipmentId } }`,
    variables: async (f, ctx) => ({
      facility: f.abbreviation,
      line: f.lineName,
      barcode: await boxBarcodeOnLine(f, ctx),
    }),
  },
  'Mutation.submitQaInspection': {
    audience: 'floor',
    scoped: true,
    document: `mutation($facility: String!, $line: String!, $box: ID!) {
      submitQaInspection(input: { packingFacilityAbbreviation: $facility, lineLetter: $line,
        shipmentId: $box, submissionType: "near_miss", qaZoneId: 9, boxUpsize: false,
        issues: [{ pickStation: 2, issues: ["missing"] }] }) { submitted } }`,
    variables: async (f, ctx) => ({
      facility: f.abbreviation,
      line: f.lineName,
      box: (await boxBarcodeOnLine(f, ctx)).split('-')[0],
    }),
  },
  'Query.packLineStatuses': {
    audience: 'floor',
    scoped: true,
    document: 'query($facility: ID!) { packLineStatuses(packingFacilityId: $facility) { id } }',
    variables: facilityVar,
  },
  'Subscription.packLineStatusChanged': {
    audience: 'floor',
    scoped: true,
    document: `subscription($facility: String!) {
      packLineStatusChanged(packingFacilityAbbreviation: $facility) { reason } }`,
    variables: async (f) => ({ facility: f.abbreviation }),
  },
  'Subscription.zoneScreenEvents': {
    audience: 'floor',
    scoped: true,
    document: `subscription($facility: String!, $line: String!) {
      zoneScreenEvents(packingFacilityAbbreviation: $facility, lineLetter: $line) { event } }`,
    variables: async (f) => ({ facility: f.abbreviation, line: f.lineName }),
  },
  'Query.kioskLines': {
    audience: 'kiosk',
    scoped: true,
    document: 'query($slug: String!) { kioskLines(packingFacilitySlug: $slug) { packLineNames } }',
    variables: async (f) => ({ slug: f.slug }),
  },
  'Query.kioskLine': {
    audience: 'kiosk',
    scoped: true,
    document: `query($slug: String!, $line: String!) {
      kioskLine(packingFacilitySlug: $slug, packLineName: $line) { packLineName } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName }),
  },
  'Query.kioskLabelSearch': {
    audience: 'kiosk',
    scoped: true,
    document: `query($slug: String!) {
      kioskLabelSearch(packingFacilitySlug: $slug, searchText: "abc") { metadataId } }`,
    variables: async (f) => ({ slug: f.slug }),
  },
  // No printer answers at noPrinter(f): the payload tells so (printerError), the call is ok.
  'Mutation.assignKioskPrinter': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: String!, $printer: String!) {
      assignKioskPrinter(input: { packingFacilitySlug: $slug, packLineName: $line,
        printerIp: $printer }) { assigned printerError { message } } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName, printer: noPrinter(f) }),
  },
  'Mutation.confirmKioskPrinter': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: String!, $printer: String!) {
      confirmKioskPrinter(input: { packingFacilitySlug: $slug, packLineName: $line,
        printerIp: $printer, confirmationCode: "1234" }) { confirmed } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName, printer: noPrinter(f) }),
  },
  'Mutation.unassignKioskPrinter': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: String!, $printer: String!) {
      unassignKioskPrinter(input: { packingFacilitySlug: $slug, packLineName: $line,
        printerIp: $printer }) { unassigned } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName, printer: noPrinter(f) }),
  },
  'Mutation.printLabel': {
    audience: 'kiosk',
    scoped: false,
    document: `mutation($printer: String!) { printLabel(input: { packLinePlanGroupId: "1",
      printerIp: $printer }) { signedOut } }`,
    variables: async (f) => ({ printer: noPrinter(f) }),
  },
  'Mutation.printTrainingLabel': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $printer: String!) { printTrainingLabel(input: {
      packingFacilitySlug: $slug, printerIp: $printer, loginCode: "00000" }) {
      userErrors { message } } }`,
    variables: async (f) => ({ slug: f.slug, printer: noPrinter(f) }),
  },
  'Mutation.reprintLabel': {
    audience: 'kiosk',
    scoped: false,
    document: `mutation($printer: String!) { reprintLabel(input: { metadataId: "1",
      printerIp: $printer }) { signedOut } }`,
    variables: async (f) => ({ printer: noPrinter(f) }),
  },
  'Query.kioskPrinterStatus': {
    audience: 'kiosk',
    scoped: true,
    document: `query($slug: String!, $line: String!, $printer: String!) { kioskPrinterStatus(
      packingFacilitySlug: $slug, packLineName: $line, printerIp: $printer) { online } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName, printer: noPrinter(f) }),
  },
  'Query.kioskPauseReasons': {
    audience: 'kiosk',
    scoped: false,
    document: '{ kioskPauseReasons { id subReasons { id } } }',
  },
  'Query.kioskRemainingPickables': {
    audience: 'kiosk',
    scoped: true,
    document: `query($slug: String!, $line: ID!) { kioskRemainingPickables(
      packingFacilitySlug: $slug, packLineIds: [$line], shipDates: []) { shipDates } }`,
    variables: async (f, ctx) => ({ slug: f.slug, line: String((await kioskLineId(f, ctx)).id) }),
  },
  'Mutation.pauseKioskLine': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: ID!) { pauseKioskLine(input: {
      packingFacilitySlug: $slug, packLineId: $line, reasonId: "999999" }) { paused } }`,
    variables: async (f, ctx) => ({ slug: f.slug, line: String((await kioskLineId(f, ctx)).id) }),
  },
  'Mutation.unassignKioskTails': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: String!, $printer: String!) { unassignKioskTails(
      input: { packingFacilitySlug: $slug, packLineName: $line, printerIp: $printer,
      packLinePlanGroupIds: ["1"], loginCode: "00000" }) { unassigned } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName, printer: noPrinter(f) }),
  },
  'Mutation.verifySupervisorCode': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!) { verifySupervisorCode(input: {
      packingFacilitySlug: $slug, loginCode: "00000" }) { valid } }`,
    variables: async (f) => ({ slug: f.slug }),
  },
  'Mutation.updateKioskFilters': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: String!) { updateKioskFilters(input: {
      packingFacilitySlug: $slug, packLineName: $line, currentFilters: ["Z999"],
      newFilters: [] }) { filters } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName }),
  },
  'Mutation.setKioskActiveGroups': {
    audience: 'kiosk',
    scoped: true,
    document: `mutation($slug: String!, $line: String!) { setKioskActiveGroups(input: {
      packingFacilitySlug: $slug, packLineName: $line }) { currentGroupId } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName }),
  },
  'Query.accessiblePackingFacilities': {
    audience: 'admin',
    scoped: false,
    document: '{ accessiblePackingFacilities { id } }',
  },
  'Query.packingFacility': {
    audience: 'admin',
    scoped: true,
    document: 'query($facility: ID!) { packingFacility(id: $facility) { id } }',
    variables: facilityVar,
  },
  'Query.menus': { audience: 'floor', scoped: false, document: '{ menus { id } }' },
  'Query.previousMenu': { audience: 'floor', scoped: false, document: '{ previousMenu { id } }' },
  'Query.supervisorLoginCode': {
    audience: 'admin',
    scoped: true,
    notForReadOnlyKeys: true,
    document:
      'query($facility: ID!) { supervisorLoginCode(packingFacilityId: $facility) { code } }',
    variables: facilityVar,
  },
  'Query.labelStatusFacilities': {
    audience: 'admin',
    scoped: false,
    document: '{ labelStatusFacilities { id } }',
  },
  'Query.regionsShippingOnDay': {
    audience: 'admin',
    scoped: true,
    document: `query($facility: ID!) {
      regionsShippingOnDay(packingFacilityId: $facility, shipDay: "2026-11-26") { id } }`,
    variables: facilityVar,
  },
  'Query.linePresets': {
    audience: 'admin',
    scoped: true,
    document: 'query($facility: ID!) { linePresets(packingFacilityId: $facility) { id } }',
    variables: facilityVar,
  },
  'Query.linePreset': {
    audience: 'admin',
    scoped: true,
    document: `query($facility: ID!, $id: ID!) {
      linePreset(packingFacilityId: $facility, id: $id) { id } }`,
    variables: async (f) => ({ facility: String(f.id), id: String(f.presetId) }),
  },
  'Mutation.createLinePreset': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $name: String!) {
      createLinePreset(input: { packingFacilityId: $facility, name: $name }) {
        linePreset { id } userErrors { message } } }`,
    variables: async (f) => ({ facility: String(f.id), name: unique('Matrix preset') }),
  },
  'Mutation.saveLinePreset': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $id: ID!, $name: String!) {
      saveLinePreset(input: { packingFacilityId: $facility, id: $id, name: $name, description: "", zones: [] }) {
        userErrors { message } } }`,
    variables: async (f, ctx) => ({
      facility: String(f.id),
      id: await newPreset(f, ctx),
      name: unique('Matrix saved'),
    }),
  },
  'Mutation.deleteLinePreset': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $id: ID!) {
      deleteLinePreset(input: { packingFacilityId: $facility, id: $id }) { userErrors { message } } }`,
    variables: async (f, ctx) => ({ facility: String(f.id), id: await newPreset(f, ctx) }),
  },
  'Query.history': {
    audience: 'admin',
    scoped: true,
    document: `query($facility: ID!) {
      history(packingFacilityId: $facility, first: 5) { entries { id summary } nextCursor csvUrl } }`,
    variables: facilityVar,
  },
  'Query.historyPeople': {
    audience: 'admin',
    scoped: true,
    document: `query($facility: ID!) { historyPeople(packingFacilityId: $facility) { key name } }`,
    variables: facilityVar,
  },
  'Mutation.undoHistoryEntry': {
    audience: 'admin',
    scoped: true,
    document: `mutation($input: UndoHistoryEntryInput!) {
      undoHistoryEntry(input: $input) { entry { id undoOf } userErrors { message } } }`,
    variables: async (f, ctx) => ({
      input: { packingFacilityId: String(f.id), id: String(await undoableEntry(ctx.db, f)) },
    }),
  },
  'Subscription.historyRecorded': {
    audience: 'admin',
    scoped: true,
    document: `subscription($facility: ID!) {
      historyRecorded(packingFacilityId: $facility) { event entry { id } } }`,
    variables: facilityVar,
  },
  'Query.iceRestrictions': {
    audience: 'admin',
    scoped: false,
    document: '{ iceRestrictions { facilities { packingFacilityId } } }',
  },
  'Mutation.updateIceRestriction': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!) {
      updateIceRestriction(input: { packingFacilityId: $facility, mealPlanId: "3", iceSize: THIRTY_TWO_OZ, menuIds: [] }) {
        userErrors { message } } }`,
    variables: facilityVar,
  },
  'Query.userPreferences': {
    audience: 'user',
    scoped: false,
    document: '{ userPreferences { packingFacilityId menuId } }',
  },
  'Mutation.updateUserPreferences': {
    audience: 'user',
    scoped: true,
    document: `mutation($facility: ID!) {
      updateUserPreferences(input: { packingFacilityId: $facility }) { userErrors { message } } }`,
    variables: facilityVar,
  },
  'Query.pickLetters': {
    audience: 'admin',
    scoped: true,
    document: `query($facility: ID!, $menu: ID!) {
      pickLetters(packingFacilityId: $facility, menuId: $menu) { lockedMenu } }`,
    variables: async (f) => ({ facility: String(f.id), menu: String(f.menuId) }),
  },
  'Mutation.updateMealLetter': {
    audience: 'admin',
    scoped: true,
    document: `mutation($input: UpdateMealLetterInput!) {
      updateMealLetter(input: $input) { userErrors { message } } }`,
    variables: async (f, ctx) => {
      const row = await mealRow(f, ctx);
      return {
        input: {
          packingFacilityId: String(f.id),
          menuId: String(f.menuId),
          pickableId: String(row.pickable_id),
          pickableType: row.pickable_type,
          mealLetter: row.meal_letter,
          mealBagSize: row.meal_bag,
        },
      };
    },
  },
  'Mutation.updateProteinLetter': {
    audience: 'admin',
    scoped: true,
    document: `mutation($input: UpdateProteinLetterInput!) {
      updateProteinLetter(input: $input) { userErrors { message } } }`,
    variables: async (f, ctx) => {
      const row = await proteinRow(f, ctx);
      return {
        input: {
          packingFacilityId: String(f.id),
          menuId: String(f.menuId),
          ingredientBoxingAssignmentId: String(row.ingredient_boxing_assignment_id),
          letter: row.letter,
        },
      };
    },
  },
  'Mutation.uploadMealLetters': {
    audience: 'admin',
    scoped: true,
    document: `mutation($input: UploadMealLettersInput!) {
      uploadMealLetters(input: $input) { userErrors { message } } }`,
    variables: async (f, ctx) => {
      const row = await mealRow(f, ctx);
      return {
        input: {
          packingFacilityId: String(f.id),
          menuId: String(f.menuId),
          rows: [
            {
              menuId: String(f.menuId),
              pickableName: row.pickable_name,
              mealLetter: row.meal_letter,
            },
          ],
        },
      };
    },
  },
  'Mutation.uploadProteinLetters': {
    audience: 'admin',
    scoped: true,
    document: `mutation($input: UploadProteinLettersInput!) {
      uploadProteinLetters(input: $input) { userErrors { message } } }`,
    variables: async (f, ctx) => {
      const row = await proteinRow(f, ctx);
      return {
        input: {
          packingFacilityId: String(f.id),
          menuId: String(f.menuId),
          rows: [
            {
              menuId: String(f.menuId),
              ingredientId: String(row.ingredient_id),
              letter: row.letter,
            },
          ],
        },
      };
    },
  },
  'Query.packLinePlanner': {
    audience: 'admin',
    scoped: true,
    document: 'query($facility: ID!) { packLinePlanner(packingFacilityId: $facility) { id } }',
    variables: facilityVar,
  },
  'Mutation.assignPackLinePlanGroups': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $group: ID!, $line: String, $seen: SeenPackLinePlanGroup!) {
      assignPackLinePlanGroups(input: { packingFacilityId: $facility, packLineName: $line,
        packLinePlanGroupIds: [$group], seenGroups: [$seen] }) { userErrors { message } } }`,
    variables: groupToLine,
  },
  'Mutation.splitPackLinePlanGroup': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $group: ID!, $rest: Int!, $total: Int!,
      $seen: SeenPackLinePlanGroup!) {
      splitPackLinePlanGroup(input: { packingFacilityId: $facility, id: $group, currentCount: 1,
        newCount: $rest, totalCount: $total, seenGroup: $seen }) { userErrors { message } } }`,
    variables: async (f, ctx) => {
      const group = await openGroup(f, ctx);
      const total = Number(group.remaining_box_count);
      return {
        facility: String(f.id),
        group: String(group.id),
        rest: total - 1,
        total,
        seen: seenOf(group),
      };
    },
  },
  'Mutation.completePackLinePlanGroups': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $group: ID!, $seen: SeenPackLinePlanGroup!) {
      completePackLinePlanGroups(input: { packingFacilityId: $facility,
        packLinePlanGroupIds: [$group], seenGroups: [$seen] }) { userErrors { message } } }`,
    variables: async (f, ctx) => {
      const group = await openGroup(f, ctx);
      return { facility: String(f.id), group: String(group.id), seen: seenOf(group) };
    },
  },
  'Mutation.updatePackLinePlanGroupOrder': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $group: ID!, $line: String!) {
      updatePackLinePlanGroupOrder(input: { packingFacilityId: $facility, packLineName: $line,
        orderedPackLinePlanGroupIds: [$group], seenOrder: [$group] }) { userErrors { message } } }`,
    variables: async (f, ctx) => ({
      facility: String(f.id),
      group: String((await openGroup(f, ctx)).id),
      line: f.lineName,
    }),
  },
  'Query.packableTailCounts': {
    audience: 'admin',
    scoped: true,
    document: `query($facility: ID!, $line: String!, $group: ID!) {
      packableTailCounts(packingFacilityId: $facility, packLineName: $line,
        packLinePlanGroupIds: [$group]) { totalTailCount } }`,
    variables: async (f, ctx) => ({
      facility: String(f.id),
      line: f.lineName,
      group: String((await openGroup(f, ctx)).id),
    }),
  },
  'Mutation.reassignPackLineTails': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $group: ID!, $line: String, $seen: SeenPackLinePlanGroup!) {
      reassignPackLineTails(input: { packingFacilityId: $facility, packLineName: $line,
        packLinePlanGroupIds: [$group], seenGroups: [$seen] }) { userErrors { message } } }`,
    variables: groupToLine,
  },
  'Mutation.updatePackLineFilters': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $line: String!) {
      updatePackLineFilters(input: { packingFacilityId: $facility, packLineName: $line,
        currentFilters: [], newFilters: [] }) { userErrors { message } } }`,
    variables: async (f) => ({ facility: String(f.id), line: f.lineName }),
  },
  'Mutation.updatePackLinePreset': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $line: String!, $preset: ID!) {
      updatePackLinePreset(input: { packingFacilityId: $facility, packLineName: $line,
        presetId: $preset }) { userErrors { message } } }`,
    variables: async (f) => ({
      facility: String(f.id),
      line: f.lineName,
      preset: String(f.presetId),
    }),
  },
  'Mutation.refreshPackLines': {
    audience: 'admin',
    scoped: true,
    document: `mutation($line: ID!) {
      refreshPackLines(input: { packLineIds: [$line] }) { success userErrors { message } } }`,
    variables: async (f, ctx) => {
      const line = await ctx.db
        .selectFrom('pack_lines')
        .select('id')
        .where('packing_facility_id', '=', f.id)
        .where('name', '=', f.lineName)
        .executeTakeFirstOrThrow();
      return { line: String(line.id) };
    },
  },
  'Mutation.refreshPrinters': {
    audience: 'admin',
    scoped: true,
    document: `mutation($name: String!) {
      refreshPrinters(input: { packingFacilityName: $name }) { success userErrors { message } } }`,
    variables: async (f) => ({ name: f.name }),
  },
  'Mutation.generatePackLinePlanGroupPdfs': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $group: ID!) {
      generatePackLinePlanGroupPdfs(input: { packingFacilityId: $facility,
        packLinePlanGroupIds: [$group] }) { pdf { id } userErrors { message } } }`,
    variables: async (f, ctx) => ({
      facility: String(f.id),
      group: String((await openGroup(f, ctx)).id),
    }),
  },
  'Mutation.emailChaseList': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!) {
      emailChaseList(input: { packingFacilityId: $facility }) { success userErrors { message } } }`,
    variables: facilityVar,
  },
  'Mutation.generateZoneBarcodesPdf': {
    audience: 'admin',
    scoped: true,
    document: `mutation($facility: ID!, $line: ID!) {
      generateZoneBarcodesPdf(input: { packingFacilityId: $facility, packLineId: $line }) {
        pdf { id } userErrors { message } } }`,
    variables: async (f, ctx) => ({
      facility: String(f.id),
      line: String((await kioskLineId(f, ctx)).id),
    }),
  },
  'Subscription.packLinePlannerEvents': {
    audience: 'admin',
    scoped: true,
    document: `subscription($abbreviation: String!) {
      packLinePlannerEvents(abbreviatedName: $abbreviation) { event } }`,
    variables: async (f) => ({ abbreviation: f.abbreviation }),
  },
  'Subscription.supervisorLoginCodeChanged': {
    audience: 'admin',
    scoped: true,
    notForReadOnlyKeys: true,
    document: `subscription($facility: ID!) {
      supervisorLoginCodeChanged(packingFacilityId: $facility) { code } }`,
    variables: facilityVar,
  },
  'Subscription.printerAppUpdates': {
    audience: 'floor',
    scoped: true,
    document: `subscription($slug: String!) { printerAppUpdates(packingFacilitySlug: $slug) { event } }`,
    variables: async (f) => ({ slug: f.slug }),
  },
  'Subscription.printerLineUpdates': {
    audience: 'floor',
    scoped: true,
    document: `subscription($facility: String!, $line: String!) {
      printerLineUpdates(packingFacilityAbbreviation: $facility, packLineName: $line) { event } }`,
    variables: async (f) => ({ facility: f.abbreviation, line: f.lineName }),
  },
  'Subscription.printerManagement': {
    audience: 'floor',
    scoped: true,
    document: `subscription($slug: String!, $line: String!) {
      printerManagement(packingFacilitySlug: $slug, packLineName: $line) { event } }`,
    variables: async (f) => ({ slug: f.slug, line: f.lineName }),
  },
  'Subscription.labelStatusEvents': {
    audience: 'admin',
    scoped: true,
    document: `subscription($facility: ID!, $day: String!, $region: String!) {
      labelStatusEvents(packingFacilityId: $facility, shipDay: $day, regionName: $region) {
        __typename } }`,
    variables: async (f) => ({ facility: String(f.id), day: f.shipDate, region: f.regionName }),
  },
};
