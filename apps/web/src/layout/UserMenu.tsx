import { lazy, Suspense, useState } from 'react';
import { Avatar, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/session.store';

export { generalGroups } from './general-groups';

// The menu itself (Menu, its items and icons) loads when first opened, not with every page.
const UserMenuList = lazy(async () => ({ default: (await import('./UserMenuList')).UserMenuList }));

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** The signed-in person's avatar; clicked, their menu (profile, release notes, general pages, sign out). */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  return (
    <>
      <Tooltip title={user.name}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('shell.menuUsuario', { nome: user.name })}
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 15,
            }}
          >
            {initials(user.name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <UserMenuList user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
