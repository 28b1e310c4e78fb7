import { Suspense } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/BrandMark';
import { TOP_BAR_ITEMS } from '../routing/route-registry';
import { Breadcrumbs } from './Breadcrumbs';
import { useSessionStore } from '../session/session.store';
import { UserMenu } from './UserMenu';

/** SPEC §2 open layout (/obras, /versoesSistema, /todas-obras): a top bar and the page. */
export function OpenLayout() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Box
            component={RouterLink}
            to={user ? '/obras' : '/'}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
          >
            <BrandMark size={32} />
            <Typography
              variant="h6"
              component="span"
              sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
            >
              {t('portal')}
            </Typography>
          </Box>
          <Box sx={{ flex: 1 }} />
          {user ? (
            <>
              {/* What modules add to the top bar (search, notifications, exports), as in the sidebar layouts. */}
              <Suspense fallback={null}>
                {TOP_BAR_ITEMS.map(({ id, component: Item }) => (
                  <Item key={id} />
                ))}
              </Suspense>
              <UserMenu />
            </>
          ) : (
            <Button color="inherit" component={RouterLink} to="/login">
              {t('home.entrar')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        {user && <Breadcrumbs />}
        <Outlet />
      </Container>
    </Box>
  );
}
