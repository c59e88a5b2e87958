// The header's scroll state machine (SPEC §4 "Header scroll"), pure so it can be tested
// without a browser: unfixed, pinned or unpinned. When sticky, pinning starts after the pin
// start (100px for the site header, SPEC §9); scrolling up beyond the up tolerance (5px) pins,
// scrolling down beyond the down tolerance (0px) unpins; reaching the top unfixes; a disable
// option forces unfixed.

export type HeadroomMode = 'unfixed' | 'pinned' | 'unpinned';

export interface HeadroomOptions {
  pinStart: number;
  tolerance: { up: number; down: number };
  disabled: boolean;
}

export interface HeadroomState {
  mode: HeadroomMode;
  /** Scroll position of the previous update. */
  lastY: number;
  /**
   * Where the current scroll direction began: tolerances are measured from here, so a slow
   * scroll made of many small steps still adds up (per-event deltas alone would never pass 5px).
   */
  anchorY: number;
}

export const initialHeadroom = (y = 0): HeadroomState => ({ mode: 'unfixed', lastY: y, anchorY: y });

export function nextHeadroom(state: HeadroomState, y: number, options: HeadroomOptions): HeadroomState {
  if (options.disabled || y <= 0) return { mode: 'unfixed', lastY: y, anchorY: y };
  if (y === state.lastY) return state;

  const down = y > state.lastY;
  const wasDown = state.lastY > state.anchorY;
  const wasUp = state.lastY < state.anchorY;
  // A change of direction starts a new run at the previous position.
  const anchorY = (down && wasUp) || (!down && wasDown) ? state.lastY : state.anchorY;
  const travelled = Math.abs(y - anchorY);

  let mode = state.mode;
  if (mode === 'unfixed' && y < options.pinStart) {
    // Before the pin start the header simply scrolls with the page.
  } else if (down && travelled > options.tolerance.down && y >= options.pinStart) {
    mode = 'unpinned';
  } else if (!down && travelled >= options.tolerance.up && (mode !== 'unfixed' || y >= options.pinStart)) {
    mode = 'pinned';
  }
  return { mode, lastY: y, anchorY };
}
