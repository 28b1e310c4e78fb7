import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/LayersClear';
import { useTranslation } from 'react-i18next';

type Point = { x: number; y: number };
/** A stroke in CSS pixels from the pad's top-left corner, so it can be redrawn at any pixel ratio. */
type Stroke = Point[];

const INK = '#1a1a40';
const LINE_WIDTH = 2.25;
/** The PNG is drawn at twice the on-screen size: crisp in the PDF, far below the API's 400 kB limit. */
const EXPORT_SCALE = 2;

function paint(ctx: CanvasRenderingContext2D, strokes: readonly Stroke[], from = 0) {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = LINE_WIDTH;
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  for (const stroke of strokes) paintStroke(ctx, stroke, from);
}

/** Draws a stroke from point `from` on (the live pad only adds the newest segments). */
function paintStroke(ctx: CanvasRenderingContext2D, stroke: Stroke, from: number) {
  const [first] = stroke;
  if (!first) return;
  if (stroke.length === 1) {
    // A tap is a dot: a zero-length line draws nothing in some browsers.
    ctx.beginPath();
    ctx.arc(first.x, first.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const start = Math.max(1, from);
  const origin = stroke[start - 1]!;
  ctx.beginPath();
  ctx.moveTo(origin.x, origin.y);
  for (let i = start; i < stroke.length; i++) ctx.lineTo(stroke[i]!.x, stroke[i]!.y);
  ctx.stroke();
}

function exportPng(canvas: HTMLCanvasElement, strokes: readonly Stroke[]): string | null {
  if (strokes.length === 0) return null;
  const { width, height } = canvas.getBoundingClientRect();
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(width * EXPORT_SCALE));
  out.height = Math.max(1, Math.round(height * EXPORT_SCALE));
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  ctx.scale(EXPORT_SCALE, EXPORT_SCALE);
  paint(ctx, strokes);
  return out.toDataURL('image/png');
}

export interface SignaturePadProps {
  /** After each stroke, the drawing as a PNG data URL; `null` when the pad is emptied. */
  onChange: (dataUrl: string | null) => void;
  /** The pad's accessible name. */
  label: string;
  error?: boolean;
  helperText?: string;
  height?: number;
}

/**
 * A pad to sign on with a finger, pen or mouse (Pointer Events). The bitmap follows the screen's pixel ratio so
 * the line stays sharp; strokes are kept as points, so a resize redraws them instead of stretching pixels.
 */
export function SignaturePad({ onChange, label, error, helperText, height = 180 }: SignaturePadProps) {
  const { t } = useTranslation('rdo');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const pointer = useRef<number | null>(null);
  const [empty, setEmpty] = useState(true);
  const helpId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(rect.width * ratio);
      canvas.height = Math.round(rect.height * ratio);
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paint(ctx, strokes.current);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const at = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const down = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    // One pointer at a time: a palm or second finger must not draw a line across the signature.
    if (pointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointer.current = event.pointerId;
    const stroke = [at(event)];
    strokes.current.push(stroke);
    const ctx = event.currentTarget.getContext('2d');
    if (ctx) paint(ctx, [stroke]);
  };

  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== pointer.current) return;
    const stroke = strokes.current.at(-1)!;
    const from = stroke.length;
    // Coalesced events keep fast pen strokes smooth: the browser batches moves between frames.
    const batch = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const e of batch.length ? batch : [event]) stroke.push(at(e));
    const ctx = event.currentTarget.getContext('2d');
    if (ctx) paint(ctx, [stroke], from);
  };

  const up = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== pointer.current) return;
    pointer.current = null;
    setEmpty(false);
    onChange(exportPng(event.currentTarget, strokes.current));
  };

  const clear = () => {
    strokes.current = [];
    pointer.current = null;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.restore();
    }
    setEmpty(true);
    onChange(null);
  };

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
          // The line to sign on is decoration, outside the canvas, so it never ends up in the PNG.
          backgroundImage: (theme) =>
            `linear-gradient(${theme.palette.grey[400]}, ${theme.palette.grey[400]})`,
          backgroundSize: 'calc(100% - 48px) 1px',
          backgroundPosition: `24px ${Math.round(height * 0.72)}px`,
          backgroundRepeat: 'no-repeat',
        }}
      >
        <Box
          component="canvas"
          ref={canvasRef}
          role="img"
          aria-label={label}
          aria-describedby={helpId}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onLostPointerCapture={up}
          sx={{ display: 'block', width: '100%', height, touchAction: 'none', cursor: 'crosshair' }}
        />
        {empty && (
          <Typography
            aria-hidden
            color="text.disabled"
            sx={{
              position: 'absolute',
              left: 24,
              top: Math.round(height * 0.72) - 28,
              pointerEvents: 'none',
            }}
          >
            {t('assinatura.assineAqui')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <FormHelperText id={helpId} error={error} sx={{ mx: 0 }}>
          {helperText ?? t('assinatura.ajuda')}
        </FormHelperText>
        <Button
          size="small"
          startIcon={<ClearIcon />}
          onClick={clear}
          disabled={empty}
          sx={{ flexShrink: 0 }}
        >
          {t('assinatura.limpar')}
        </Button>
      </Box>
    </Box>
  );
}
