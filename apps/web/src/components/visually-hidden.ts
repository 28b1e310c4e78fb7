/**
 * Read by screen readers only (a table's caption, a live region). Sizes in px: in MUI's `sx` a bare `1` is 100%, which
 * once made a page 2,800 px wide.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
