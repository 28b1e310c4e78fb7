import { useDeferredValue, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/SearchField';
import { useSessionStore } from '../../../session/session.store';
import { ObraCard } from '../components/ObraCard';
import { useObras } from '../obras.queries';

const PAGE = 24;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
};

/** /obras (Início): the obras the user works on, as cards, searchable. */
export function InicioPage() {
  const { t } = useTranslation('obras');
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useState(PAGE);
  const q = useDeferredValue(search.trim());
  const obras = useObras({
    minhas: true,
    q: q || undefined,
    pageSize: Math.min(pageSize, 100),
    sort: 'nome',
  });
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
          onChange={(value) => {
            setSearch(value);
            setPageSize(PAGE);
          }}
          sx={{ width: { xs: '100%', md: 380 } }}
        />
      </Stack>
      {obras.isPending ? (
        <Box sx={GRID}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : obras.isError ? (
        <Alert severity="error">{obras.error.message}</Alert>
      ) : obras.data.items.length === 0 ? (
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
            {obras.data.items.map((obra) => (
              <Box role="listitem" key={obra.id}>
                <ObraCard obra={obra} />
              </Box>
            ))}
          </Box>
          {obras.data.total > obras.data.items.length && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button onClick={() => setPageSize((n) => n + PAGE)} loading={obras.isFetching}>
                {t('inicio.maisObras')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
