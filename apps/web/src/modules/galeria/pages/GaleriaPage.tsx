import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGaleriaItem } from '@portal/domain';
import { useListSearch } from '../../../components/list/use-list-search';
import { GaleriaFiltros } from '../components/GaleriaFiltros';
import { GaleriaGrade } from '../components/GaleriaGrade';
import { groupByDay } from '../galeria-dias';
import { useGaleria } from '../galeria.queries';
import { GALERIA_SPEC, isPeriodoInvertido } from '../galeria-search';

// The lightbox (and its library) is downloaded on the first photo opened, not with the grid.
const GaleriaLightbox = lazy(async () => ({
  default: (await import('../components/GaleriaLightbox')).GaleriaLightbox,
}));

/**
 * /obras/:obra/galeria (SPEC §2 "galeria", issue 19): every photo of the obra the user may see, by day, newest
 * first; filtered by period and source, opened at full size with the way back to its record.
 */
export function GaleriaPage() {
  const { t } = useTranslation('galeria');
  const { obra = '' } = useParams();
  const { search, setFilters, bind } = useListSearch(GALERIA_SPEC);
  const { de, ate, fonte } = search.filters;
  const filtros = useMemo(() => ({ de, ate, fonte }), [de, ate, fonte]);
  const invertido = isPeriodoInvertido(de, ate);
  const galeria = useGaleria(obra, filtros, !invertido);
  const pages = galeria.data?.pages;
  const fotos = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  const dias = useMemo(() => groupByDay(fotos), [fotos]);
  const primeira = pages?.[0];
  const rotulos = useMemo(
    () => Object.fromEntries((primeira?.fontes ?? []).map((f) => [f.fonte, f.label])),
    [primeira],
  );
  const [aberta, setAberta] = useState<number | null>(null);
  const maisFotos = () => {
    if (galeria.hasNextPage && !galeria.isFetchingNextPage) void galeria.fetchNextPage();
  };

  return (
    <Box>
      <Box sx={{ mb: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {t('titulo')}
        </Typography>
        {primeira && !invertido && (
          <Typography color="text.secondary">{t('total', { count: primeira.total })}</Typography>
        )}
      </Box>
      <GaleriaFiltros
        filtros={filtros}
        fontes={primeira?.fontes ?? []}
        ativos={bind.activeFilters}
        onChange={setFilters}
        onClear={bind.onClearFilters}
      />
      {galeria.isError ? (
        <Alert severity="error">{galeria.error.message}</Alert>
      ) : invertido ? null : galeria.isPending ? (
        <Esqueleto />
      ) : fotos.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
          <Typography variant="h6" component="p">
            {bind.activeFilters > 0 ? t('vazio.filtros') : t('vazio.titulo')}
          </Typography>
          <Typography color="text.secondary">{t('vazio.texto')}</Typography>
        </Paper>
      ) : (
        <Box aria-busy={galeria.isFetching}>
          <GaleriaGrade
            dias={dias}
            rotulos={rotulos}
            onAbrir={(foto: TGaleriaItem) => setAberta(fotos.indexOf(foto))}
          />
          {galeria.hasNextPage && (
            <Stack sx={{ alignItems: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={maisFotos} loading={galeria.isFetchingNextPage}>
                {t('carregarMais', { count: primeira!.total - fotos.length })}
              </Button>
            </Stack>
          )}
        </Box>
      )}
      {aberta !== null && fotos[aberta] && (
        <Suspense fallback={null}>
          <GaleriaLightbox
            fotos={fotos}
            indice={aberta}
            total={primeira?.total ?? fotos.length}
            rotulos={rotulos}
            onIndice={setAberta}
            onFechar={() => setAberta(null)}
            onPerto={maisFotos}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** Placeholders the size of a day of thumbnails while the first photos load. */
function Esqueleto() {
  const { t } = useTranslation('galeria');
  return (
    <Stack spacing={1} aria-busy aria-label={t('carregando')}>
      <Skeleton variant="text" width={120} height={32} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
          gap: { xs: 1, sm: 1.5 },
        }}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        ))}
      </Box>
    </Stack>
  );
}
