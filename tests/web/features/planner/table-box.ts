import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out: for each test of the calling file, the planner table's scroll box
 * reports the height it has in a browser, so that its virtual rows are drawn.
 */
export function giveTheTableItsHeight() {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get() {
        return (this as HTMLElement).classList.contains('ant-table-tbody-virtual-holder') ? 560 : 0;
      },
    });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as never)['clientHeight'];
  });
}
