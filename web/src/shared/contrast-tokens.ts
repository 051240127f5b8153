/**
 * antd tokens darkened so text meets WCAG 2.1 AA contrast (4.5:1) on its background: secondary
 * text and hints, links, the error red, and the text of coloured tags (a preset tag draws its
 * text in the colour's 7th shade on its 1st; for these colours that shade reads below 4.5:1, so
 * it takes a darker shade of the same palette). Shared by the admin shell and the kiosk.
 */
export const contrastTokens = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  gold7: '#874d00',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  cyan7: '#006d75',
  lime7: '#3f6600',
  yellow7: '#876800',
} as const;
