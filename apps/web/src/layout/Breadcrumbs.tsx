import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from './layout.store';

/** Where the person is (SPEC §3 layout state "breadcrumbs"). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useLayoutStore((s) => s.breadcrumbs);
  if (crumbs.length === 0) return null;
  return (
    <MuiBreadcrumbs aria-label={t('shell.trilha')} sx={{ mb: 2 }}>
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}>
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
