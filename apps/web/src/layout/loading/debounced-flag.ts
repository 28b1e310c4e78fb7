export interface FlagView {
  /** What is shown now. */
  shown: boolean;
  /** The exit animation is running. */
  exiting: boolean;
  /** A request arrived during the wait window and waits to be applied. */
  pending: boolean;
}

/**
 * SPEC §4 loading semantics. Setting the flag applies it at once and opens a wait window; a change requested
 * inside the window is only recorded. When the window ends an exit animation runs, and then the flag follows the
 * latest requested state (a change opens a new window).
 *
 * Overlay: wait 4000 ms, exit 500 ms. Busy indicator: wait 1000 ms, delay 500 ms.
 */
export class DebouncedFlag {
  private view: FlagView = { shown: false, exiting: false, pending: false };
  private requested = false;
  private inWindow = false;

  constructor(
    private readonly waitMs: number,
    private readonly exitMs: number,
    private readonly onChange: (view: FlagView) => void,
  ) {}

  get state(): FlagView {
    return this.view;
  }

  set(value: boolean): void {
    this.requested = value;
    if (this.inWindow) {
      this.emit({ ...this.view, pending: this.requested !== this.view.shown });
      return;
    }
    if (value === this.view.shown) return;
    this.apply(value);
  }

  private apply(value: boolean): void {
    this.inWindow = true;
    this.emit({ shown: value, exiting: false, pending: false });
    setTimeout(() => {
      this.emit({ ...this.view, exiting: true });
      setTimeout(() => {
        this.inWindow = false;
        if (this.requested !== this.view.shown) this.apply(this.requested);
        else this.emit({ shown: this.view.shown, exiting: false, pending: false });
      }, this.exitMs);
    }, this.waitMs);
  }

  private emit(view: FlagView): void {
    this.view = view;
    this.onChange(view);
  }
}
