/**
 * A tooltip whose title comes and goes (a cell's error, a disabled button's reason) is held shut
 * while it has none: antd's Tooltip would otherwise stay open underneath when its title went
 * away while it was shown, and show again, away from the pointer and the focus, once a title
 * is back. With a title it opens on hover and focus as usual.
 */
export function shownWhile(title: string | undefined): false | undefined {
  return title ? undefined : false;
}
