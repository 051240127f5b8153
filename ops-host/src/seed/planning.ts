import type { Faker } from '@faker-js/faker';
import { addDays, atLocalTime, minutesBefore } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { LetterBook } from './letters.ts';
import { canPack, type LineSeed } from './lines-and-presets.ts';
import type { BoxSeed, FacilityPlan, GroupSeed } from './model.ts';
import { createRandom } from './random.ts';

export interface LineState {
  current: GroupSeed | null;
  next: GroupSeed | null;
}

/** Share of a line's groups for the day being packed that are already done. */
const DONE_SHARE = 0.4;
/** The day being packed has been printing for this long. */
const PRINTING_MINUTES = 180;

/**
 * Puts the packed menu where a planner and the floor would have it by `now`: earlier ship days
 * packed and complete (a few completed by hand), the day being packed part printed on the lines
 * with two tails set aside, the next day half assigned, later days Unassigned.
 */
export function planLines(
  ctx: SeedContext,
  plans: FacilityPlan[],
  lines: LineSeed[],
  letters: LetterBook,
): Map<number, LineState> {
  const states = new Map<number, LineState>();
  for (const plan of plans) {
    const planner = new Planner(
      ctx,
      plan,
      lines.filter((line) => line.facilityId === plan.facilityId),
      letters,
    );
    planner.run();
    for (const [lineId, state] of planner.lineStates()) states.set(lineId, state);
  }
  return states;
}

class Planner {
  private readonly random: Faker;
  private readonly keys = new Map<BoxSeed, (string | undefined)[]>();
  private readonly load = new Map<LineSeed, number>();
  private readonly order = new Map<LineSeed | null, number>();

  constructor(
    private readonly ctx: SeedContext,
    private readonly plan: FacilityPlan,
    private readonly lines: LineSeed[],
    private readonly letters: LetterBook,
  ) {
    this.random = createRandom(`planning:${plan.facilityId}`);
  }

  run(): void {
    const { packingDate } = this.plan;
    const nextDate = this.plan.shipDates.find(
      (date) => packingDate !== undefined && date > packingDate,
    );
    const today: GroupSeed[] = [];
    for (const group of [...this.plan.groups]) {
      if (packingDate === undefined || group.shipDate < packingDate) this.packPast(group);
      else if (group.shipDate === packingDate) today.push(this.assign(group, this.bestLine(group)));
      else if (group.shipDate === nextDate && this.random.datatype.boolean())
        this.assign(group, this.bestLine(group));
      else this.assign(group, null);
    }
    this.packToday(today);
    for (const group of this.plan.groups)
      group.id = this.ctx.writer.nextId('pack_line_plan_groups');
  }

  lineStates(): [number, LineState][] {
    return this.lines.map((line) => {
      const open = this.plan.groups
        .filter(
          (g) =>
            g.line === line &&
            !g.isComplete &&
            g.boxes.some((b) => !b.printed && this.packable(b, line)),
        )
        .sort((a, b) => a.displayOrder - b.displayOrder);
      return [line.id, { current: open[0] ?? null, next: open[1] ?? null }];
    });
  }

  private packable(box: BoxSeed, line: LineSeed): boolean {
    let keys = this.keys.get(box);
    if (!keys) {
      keys = [...box.contents.keys()].map((id) =>
        this.letters.cellKey(box.facilityId, box.menuId, id),
      );
      this.keys.set(box, keys);
    }
    return box.trackingNumber !== null && canPack(line, keys);
  }

  /** The line that can pack most of the group's boxes, the least loaded one on a tie. */
  private bestLine(group: GroupSeed): LineSeed | null {
    let best: LineSeed | null = null;
    let bestCount = 0;
    for (const line of this.lines) {
      const count = group.boxes.filter((box) => this.packable(box, line)).length;
      const lighter = best !== null && (this.load.get(line) ?? 0) < (this.load.get(best) ?? 0);
      if (count > bestCount || (count === bestCount && count > 0 && lighter)) {
        best = line;
        bestCount = count;
      }
    }
    return best;
  }

  private assign(group: GroupSeed, line: LineSeed | null): GroupSeed {
    group.line = line;
    group.displayOrder = (this.order.get(line) ?? 0) + 1;
    this.order.set(line, group.displayOrder);
    if (line) this.load.set(line, (this.load.get(line) ?? 0) + group.boxes.length);
    return group;
  }

  private packPast(group: GroupSeed): void {
    const line = this.bestLine(group) ?? this.lines[0] ?? null;
    this.assign(group, line);
    if (!line) return;
    const from = atLocalTime(addDays(group.shipDate, -1), '08:00', this.plan.timezone);
    const to = atLocalTime(addDays(group.shipDate, -1), '20:00', this.plan.timezone);
    // Now and then a lead closes a group by hand with a box or two still unprinted (Manual).
    const manual = group.boxes.length > 2 && this.random.datatype.boolean({ probability: 0.1 });
    const printable = manual
      ? group.boxes.slice(0, -this.random.number.int({ min: 1, max: 2 }))
      : group.boxes;
    for (const box of printable) {
      if (box.trackingNumber === null) continue;
      const printer = this.packable(box, line)
        ? line
        : (this.lines.find((l) => this.packable(box, l)) ?? line);
      box.printed = { at: this.random.date.between({ from, to }), line: printer, reprinted: false };
    }
    group.isSoftComplete = manual;
    group.isComplete = manual || allPrinted(group);
  }

  private packToday(groups: GroupSeed[]): void {
    let tails = 0;
    for (const line of this.lines) {
      const own = groups.filter((group) => group.line === line);
      const done = Math.floor(own.length * DONE_SHARE);
      const printed: BoxSeed[] = [];
      own.forEach((group, index) => {
        const printable = group.boxes.filter((box) => this.packable(box, line));
        const share =
          index < done
            ? printable
            : index === done
              ? printable.slice(0, Math.ceil(printable.length / 2))
              : [];
        printed.push(...share);
        if (
          index < done &&
          tails < this.ctx.profile.tailsPerFacility &&
          printable.length < group.boxes.length
        ) {
          this.setTailAside(group, printable);
          tails += 1;
        }
      });
      const step = PRINTING_MINUTES / Math.max(1, printed.length);
      printed.forEach((box, i) => {
        const at = minutesBefore(this.ctx.now, 2 + (printed.length - 1 - i) * step);
        box.printed = { at, line, reprinted: this.random.datatype.boolean({ probability: 0.02 }) };
      });
      for (const group of own) group.isComplete = allPrinted(group);
    }
  }

  /** Moves the group's unpackable boxes to an Unassigned '{name} tail' group. */
  private setTailAside(group: GroupSeed, packable: BoxSeed[]): void {
    const tail: GroupSeed = {
      ...group,
      name: `${group.name} tail`,
      splitFrom: group,
      line: null,
      boxes: group.boxes.filter((box) => !packable.includes(box)),
    };
    group.boxes = packable;
    this.assign(tail, null);
    this.plan.groups.push(tail);
  }
}

/** Complete without a hand: it has boxes and every one is printed (isGroupComplete's rule). */
const allPrinted = (group: GroupSeed) =>
  group.boxes.length > 0 && group.boxes.every((box) => box.printed);
