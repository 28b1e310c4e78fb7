import { lazy, Suspense, type ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';

/** A page's menu icon: drawn by the menus, loaded with them (not with the router, which /login also loads). */
export type RouteIcon = ComponentType<SvgIconProps> & { muiName: string };

/**
 * A menu icon from `@mui/icons-material`, imported on first draw: importing the icon itself in a routes.tsx would
 * put MUI's SvgIcon and emotion in every page's first download, /login's too.
 */
export function lazyIcon(load: () => Promise<{ default: SvgIconComponent }>): RouteIcon {
  const Lazy = lazy(load);
  function Icon(props: SvgIconProps) {
    const size = props.fontSize === 'small' ? '1.25rem' : props.fontSize === 'large' ? '2.1875rem' : '1.5rem';
    return (
      <Suspense fallback={<span style={{ display: 'inline-block', width: size, height: size }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // What an icon of @mui/icons-material carries (menus.ts reads it).
  return Object.assign(Icon, { muiName: 'SvgIcon' });
}
