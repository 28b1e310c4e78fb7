import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

/**
 * An icon button named by its label, shown as a tooltip too; the tooltip stays readable when the button is disabled
 * (MUI needs an element that still receives the pointer around a disabled button).
 */
export function LabelledIconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
