import { Suspense } from 'react';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  AppBar,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink, NavLink, Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/BrandMark';
import type { MenuList } from '../routing/route-entry';
import { ROUTES, TOP_BAR_ITEMS } from '../routing/route-registry';
import { Breadcrumbs } from './Breadcrumbs';
import { useLayoutStore, type MenuLink } from './layout.store';
import { resolvePath } from './menus';
import { SiteSwitcher } from './SiteSwitcher';
import { useSiteMenuFilter } from './use-site-menu-filter';
import { UserMenu } from './UserMenu';

const WIDTH = 264;
const MINI = 68;

function iconOf(path: string) {
  const Icon = ROUTES.find((r) => r.path === path)?.icon ?? ChevronRightIcon;
  return <Icon fontSize="small" />;
}

function groupLinks(links: MenuLink[]): [string, MenuLink[]][] {
  const groups = new Map<string, MenuLink[]>();
  for (const link of links) {
    const key = link.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), link]);
  }
  return [...groups.entries()];
}

function MenuLinks({ list, mini, onNavigate }: { list: MenuList; mini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const params = useParams();
  const allowedHere = useSiteMenuFilter(list, params.obra);
  const links = allowedHere(useLayoutStore((s) => s.menus[list]));
  return (
    <nav aria-label={t('shell.menuPrincipal')}>
      {groupLinks(links).map(([group, items]) => (
        <List
          key={group || 'geral'}
          dense
          subheader={group && !mini ? <ListSubheader component="li">{t(group)}</ListSubheader> : undefined}
        >
          {items.map((link) => {
            const to = resolvePath(link.path, params);
            if (!to) return null;
            const label = t(link.title);
            const button = (
              <ListItemButton
                component={NavLink}
                to={to}
                end
                onClick={onNavigate}
                aria-label={mini ? label : undefined}
                sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{iconOf(link.path)}</ListItemIcon>
                {!mini && <ListItemText primary={label} />}
              </ListItemButton>
            );
            // The label as a tooltip only where the collapsed menu hides it: a tooltip per link costs every page.
            return (
              <ListItem key={link.path} disablePadding>
                {mini ? (
                  <Tooltip title={label} placement="right">
                    {button}
                  </Tooltip>
                ) : (
                  button
                )}
              </ListItem>
            );
          })}
        </List>
      ))}
    </nav>
  );
}

/**
 * The general, site and factory layouts (SPEC §2): a collapsible sidebar with the layout's menu (a drawer on a
 * phone), the top bar (site switcher where there is an obra) and the page with its breadcrumbs.
 */
export function SidebarLayout({ list }: { list: MenuList }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { menuCollapsed, toggleMenuCollapsed, sidebarOpen, setSidebarOpen } = useLayoutStore();
  const mini = !phone && menuCollapsed;
  const width = mini ? MINI : WIDTH;

  const drawerContent = (
    <>
      <Toolbar />
      <Divider />
      <MenuLinks list={list} mini={mini} onNavigate={phone ? () => setSidebarOpen(false) : undefined} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <Tooltip
            title={
              phone ? t('shell.abrirMenu') : menuCollapsed ? t('shell.expandirMenu') : t('shell.recolherMenu')
            }
          >
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => (phone ? setSidebarOpen(!sidebarOpen) : toggleMenuCollapsed())}
              aria-label={
                phone
                  ? t('shell.abrirMenu')
                  : menuCollapsed
                    ? t('shell.expandirMenu')
                    : t('shell.recolherMenu')
              }
              aria-pressed={phone ? sidebarOpen : !menuCollapsed}
            >
              {mini || phone ? <MenuIcon /> : <MenuOpenIcon />}
            </IconButton>
          </Tooltip>
          <Box
            component={RouterLink}
            to="/obras"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
          >
            <BrandMark size={30} />
            <Typography
              variant="h6"
              component="span"
              sx={{ fontWeight: 700, display: { xs: 'none', md: 'inline' } }}
            >
              {t('portal')}
            </Typography>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
            {list !== 'geral' && <SiteSwitcher kind={list} />}
          </Box>
          <Suspense fallback={null}>
            {TOP_BAR_ITEMS.map(({ id, component: Item }) => (
              <Item key={id} />
            ))}
          </Suspense>
          <UserMenu />
        </Toolbar>
      </AppBar>
      {phone ? (
        <Drawer
          variant="temporary"
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          // Not kept mounted: on a phone the menu is drawn when opened, not hidden at every page's first paint
          // (the closed drawer's slide measured the page: 110 ms of a phone's first load).
          sx={{ '& .MuiDrawer-paper': { width: WIDTH } }}
        >
          {drawerContent}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width,
              overflowX: 'hidden',
              transition: theme.transitions.create('width'),
            },
          }}
          data-testid="menu-lateral"
          data-recolhido={menuCollapsed}
        >
          {drawerContent}
        </Drawer>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Breadcrumbs />
        <Outlet />
      </Box>
    </Box>
  );
}
