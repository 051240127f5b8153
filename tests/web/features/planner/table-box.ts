import { afterEach, beforeEach } from 'vitest';

/** The virtual table's scroll box, the one element of it a test scrolls. */
export function tableScrollBox(): HTMLElement {
  const box = document.querySelector<HTMLElement>('.ops-vt-holder');
  if (!box) throw new Error('no virtual table in the page');
  return box;
}

/**
 * jsdom lays nothing out: for each test of the calling file, the planner table's scroll box
 * reports the size it has in a browser (shadowing Element's own getters, then removed), so that
 * its virtual rows are drawn.
 */
export function giveTheTableItsHeight(size = { clientHeight: 560, clientWidth: 1400 }) {
  beforeEach(() => {
    for (const [name, value] of Object.entries(size)) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get() {
          return (this as HTMLElement).classList.contains('ops-vt-holder') ? value : 0;
        },
      });
    }
  });
  afterEach(() => {
    for (const name of Object.keys(size)) delete (HTMLElement.prototype as never)[name];
  });
}
