import { useEffect } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink, useLocation, useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useObra } from '../modules/obras/obras.queries';
import type { RouteHandle } from '../routing/build-router';
import { breadcrumbTrail } from './breadcrumb-trail';
import { useLayoutStore, type PageCrumbs } from './layout.store';

/**
 * What a page adds to its breadcrumbs once its data arrives (the RDO's obra and number, a person's name). Taken
 * off when the page goes away.
 */
export function usePageBreadcrumbs(crumbs: PageCrumbs | null): void {
  const setPageCrumbs = useLayoutStore((s) => s.setPageCrumbs);
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    setPageCrumbs(JSON.parse(key) as PageCrumbs | null);
    return () => setPageCrumbs(null);
  }, [key, setPageCrumbs]);
}

/** Where the person is (SPEC §3 layout state "breadcrumbs"), on every page inside the shell. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { pathname } = useLocation();
  const params = useParams();
  const page = useLayoutStore((s) => s.pageCrumbs);
  const entry = [...useMatches()].reverse().find((m) => (m.handle as RouteHandle | undefined)?.entry)
    ?.handle as RouteHandle | undefined;
  const obraId = params.obra ?? page?.obra;
  const obra = useObra(obraId);
  if (!entry) return null;
  const crumbs = breadcrumbTrail({
    entry: entry.entry,
    pathname,
    params,
    page,
    obraLabel: obra.data ? `${obra.data.codigo} · ${obra.data.nome}` : undefined,
    t,
  });
  if (crumbs.length < 2) return null;
  return (
    <MuiBreadcrumbs
      aria-label={t('shell.trilha')}
      maxItems={phone ? 3 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={phone ? 2 : 1}
      sx={{ mb: 2, displayPrint: 'none' }}
    >
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <Link key={i} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={i}
            color={i === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}
            aria-current={i === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
