import { useState } from 'react';
import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import DevicesIcon from '@mui/icons-material/DevicesOther';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useSessionStore } from '../session/session.store';
import { signOutAndLeave } from '../session/sign-out';
import { useConfirm } from './dialogs/use-dialogs';
import { useLayoutStore, type MenuLink } from './layout.store';
import { resolvePath } from './menus';
import { ROUTES } from '../routing/route-registry';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * The general pages the user may open, by menu group (Administração first), from any page: the obra layouts and
 * the open layout have no general sidebar. Pages needing an obra are not here; one's own profile has its own item.
 */
export function generalGroups(links: MenuLink[]): [string, MenuLink[]][] {
  const groups = new Map<string, MenuLink[]>();
  for (const link of links) {
    if (resolvePath(link.path, {}) === null || link.path.startsWith('/usuarios')) continue;
    const key = link.group ?? 'grupos.geral';
    groups.set(key, [...(groups.get(key) ?? []), link]);
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a === 'grupos.administracao' ? -1 : b === 'grupos.administracao' ? 1 : 0,
  );
}

/** The signed-in person: profile, release notes, the general pages, sign out here or everywhere. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSessionStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const general = useLayoutStore((s) => s.menus.geral);
  if (!user) return null;
  const groups = generalGroups(general);

  const leave = async (global: boolean) => {
    setAnchor(null);
    if (global && !(await confirm(t('identidade:seguranca.sairTodosConfirmar')))) return;
    try {
      await signOutAndLeave(global, () => void navigate('/login', { replace: true }));
    } catch (error) {
      enqueueSnackbar(t('identidade:sair.timeout'), { variant: 'warning' });
      console.error(error);
      void navigate('/login', { replace: true });
    }
  };

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
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important', display: 'block' }}>
          <Typography variant="subtitle2">{user.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {user.email}
          </Typography>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/usuarios');
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.meuPerfil')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/versoesSistema');
          }}
        >
          <ListItemIcon>
            <NewReleasesIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.novidades')}
        </MenuItem>
        {groups.flatMap(([group, links]) => [
          <Divider key={`${group}-divisor`} />,
          <ListSubheader key={group} sx={{ lineHeight: '32px' }}>
            {t(group)}
          </ListSubheader>,
          ...links.map((link) => {
            const Icon = ROUTES.find((r) => r.path === link.path)?.icon;
            return (
              <MenuItem
                key={link.path}
                component={RouterLink}
                to={resolvePath(link.path, {}) ?? '/'}
                onClick={() => setAnchor(null)}
              >
                {Icon && (
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                )}
                {t(link.title)}
              </MenuItem>
            );
          }),
        ])}
        <Divider />
        <MenuItem onClick={() => void leave(false)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('identidade:sair.sair')}
        </MenuItem>
        <MenuItem onClick={() => void leave(true)}>
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          {t('identidade:sair.sairTodos')}
        </MenuItem>
      </Menu>
    </>
  );
}
