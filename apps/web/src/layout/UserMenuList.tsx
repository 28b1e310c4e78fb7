import { Divider, ListItemIcon, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import DevicesIcon from '@mui/icons-material/DevicesOther';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TAuthUser } from '@portal/domain';
import { signOutAndLeave } from '../session/sign-out';
import { useConfirm } from './dialogs/use-dialogs';
import { generalGroups } from './general-groups';
import { useLayoutStore } from './layout.store';
import { resolvePath } from './menus';
import { ROUTES } from '../routing/route-registry';

/** The open user menu: profile, release notes, the general pages, sign out here or everywhere. */
export function UserMenuList({
  user,
  anchor,
  onClose,
}: {
  user: TAuthUser;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const general = useLayoutStore((s) => s.menus.geral);
  const groups = generalGroups(general);

  const leave = async (global: boolean) => {
    onClose();
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
    <Menu
      anchorEl={anchor}
      open
      onClose={onClose}
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
          onClose();
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
          onClose();
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
              onClick={() => onClose()}
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
  );
}
