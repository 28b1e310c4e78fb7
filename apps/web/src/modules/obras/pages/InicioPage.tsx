import { useDeferredValue, useMemo, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/SearchField';
import { useClientStartPage } from '../../../layout/client-start';
import { useSessionStore } from '../../../session/session.store';
import { ObraCard } from '../components/ObraCard';
import { mergePages } from '../obras-paging';
import { useObrasPaginadas } from '../obras.queries';

const PAGE = 24;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
};

/** /obras (Início): the obras the user works on, as cards, searchable; a client following none starts elsewhere. */
export function InicioPage() {
  const inicio = useClientStartPage();
  return inicio ? <Navigate to={inicio} replace /> : <MinhasObras />;
}

function MinhasObras() {
  const { t } = useTranslation('obras');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  // "Mostrar mais" asks the API for the next page: the API caps a page at 100, not the list.
  const obras = useObrasPaginadas({ minhas: true, q: q || undefined, sort: 'nome' }, PAGE);
  const items = useMemo(() => mergePages(obras.data?.pages ?? []), [obras.data]);
  const canSeeAll = useSessionStore((s) => s.ability.can('read', 'Obra') && s.user?.type !== 'cliente');

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t('inicio.titulo')}
          </Typography>
          <Typography color="text.secondary">{t('inicio.subtitulo')}</Typography>
        </Box>
        <SearchField
          label={t('inicio.buscar')}
          value={search}
          onChange={setSearch}
          sx={{ width: { xs: '100%', md: 380 } }}
        />
      </Stack>
      {obras.isPending ? (
        <Box sx={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : !obras.data ? (
        <Alert severity="error">{obras.error?.message}</Alert>
      ) : items.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
          <Typography color="text.secondary">
            {q ? t('inicio.vazioBusca', { busca: q }) : t('inicio.vazio')}
          </Typography>
          {canSeeAll && (
            <Button component={RouterLink} to="/todas-obras" variant="outlined">
              {t('inicio.verTodas')}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <Box sx={GRID} role="list" aria-label={t('inicio.titulo')}>
            {items.map((obra) => (
              <Box role="listitem" key={obra.id}>
                <ObraCard obra={obra} />
              </Box>
            ))}
          </Box>
          <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
            <Typography variant="body2" color="text.secondary">
              {t('inicio.mostrando', {
                count: obras.data.pages.at(-1)?.total ?? items.length,
                mostradas: items.length,
              })}
            </Typography>
            {obras.hasNextPage && (
              <Button onClick={() => void obras.fetchNextPage()} loading={obras.isFetchingNextPage}>
                {t('inicio.maisObras')}
              </Button>
            )}
          </Stack>
          {/* A page that failed to load keeps the obras already shown; the button tries it again. */}
          {obras.isFetchNextPageError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {obras.error?.message}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
