import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SignaturePad } from './SignaturePad';

// happy-dom has no 2D canvas: a recording stand-in shows what the pad draws and what it exports.
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
function fakeContext() {
  const noop = () => vi.fn();
  return {
    setTransform: noop(),
    scale: noop(),
    beginPath: noop(),
    moveTo: noop(),
    lineTo: noop(),
    stroke: noop(),
    arc: noop(),
    fill: noop(),
    save: noop(),
    restore: noop(),
    clearRect: noop(),
  };
}
let ctx: ReturnType<typeof fakeContext>;
let toDataURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  ctx = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  toDataURL = vi.fn(() => PNG);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(toDataURL as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: 300,
    height: 150,
  } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pad = () => screen.getByRole('img', { name: 'Quadro de assinatura' });
function drawStroke(pointerId = 1) {
  fireEvent.pointerDown(pad(), { pointerId, pointerType: 'pen', button: 0, clientX: 30, clientY: 60 });
  fireEvent.pointerMove(pad(), { pointerId, pointerType: 'pen', clientX: 80, clientY: 90 });
  fireEvent.pointerUp(pad(), { pointerId, pointerType: 'pen', clientX: 80, clientY: 90 });
}

describe('SignaturePad', () => {
  it('starts empty: nothing is reported and there is nothing to clear', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Quadro de assinatura" onChange={onChange} />);
    expect(screen.getByText('Assine aqui')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpar' }).hasAttribute('disabled')).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(toDataURL).not.toHaveBeenCalled();
  });

  it('draws where the pointer goes, relative to the pad, and hands over a PNG data URL', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Quadro de assinatura" onChange={onChange} />);
    drawStroke();
    expect(ctx.moveTo).toHaveBeenCalledWith(20, 40);
    expect(ctx.lineTo).toHaveBeenCalledWith(70, 70);
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(onChange).toHaveBeenLastCalledWith(PNG);
    expect(screen.queryByText('Assine aqui')).toBeNull();
  });

  it('exports at twice the on-screen size, whatever the screen', () => {
    render(<SignaturePad label="Quadro de assinatura" onChange={() => {}} />);
    drawStroke();
    expect(ctx.scale).toHaveBeenCalledWith(2, 2);
  });

  it('sizes its bitmap to the screen pixel ratio, so the line stays sharp on high-DPI screens', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(3);
    render(<SignaturePad label="Quadro de assinatura" onChange={() => {}} />);
    const canvas = pad() as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([900, 450]);
    expect(ctx.setTransform).toHaveBeenCalledWith(3, 0, 0, 3, 0, 0);
  });

  it('Limpar empties the pad and reports that there is no signature any more', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Quadro de assinatura" onChange={onChange} />);
    drawStroke();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(ctx.clearRect).toHaveBeenCalled();
    expect(screen.getByText('Assine aqui')).toBeTruthy();
  });

  it('ignores a second finger and the right mouse button while signing', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Quadro de assinatura" onChange={onChange} />);
    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 30, clientY: 60 });
    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'mouse', button: 2 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(pad(), { pointerId: 1, pointerType: 'touch', clientX: 30, clientY: 60 });
    fireEvent.pointerDown(pad(), { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(pad(), { pointerId: 2, pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(pad(), { pointerId: 1, pointerType: 'touch' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
