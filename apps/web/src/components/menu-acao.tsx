import { ListItemIcon, ListItemText, MenuItem, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * The items of a "⋮" actions menu: each closes the menu, then does its action. `item(label, Icon, action)` draws one
 * with its icon; give it the menu's `close`.
 */
export function menuItemsFor(close: () => void) {
  return function item(label: string, Icon: ComponentType<SvgIconProps>, onClick: () => void) {
    return (
      <MenuItem
        onClick={() => {
          close();
          onClick();
        }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  };
}
