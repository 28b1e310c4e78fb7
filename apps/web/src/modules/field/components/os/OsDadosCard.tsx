import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TOs } from '@portal/domain';

function Campo({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The order's data: scope, place, responsible person, planned and actual dates, team. */
export function OsDadosCard({ os }: { os: TOs }) {
  const { t } = useTranslation('os');
  const data = (v: string | null) => (v ? formatDate(v) : '—');
  return (
    <Card variant="outlined" component="section" aria-labelledby="os-dados">
      <CardContent>
        <Typography id="os-dados" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('pagina.dados')}
        </Typography>
        <Stack spacing={2}>
          <Campo label={t('campos.escopo')}>
            <Box sx={{ whiteSpace: 'pre-wrap' }}>{os.escopo || t('pagina.semEscopo')}</Box>
          </Campo>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Campo label={t('campos.local')}>{os.local || '—'}</Campo>
            <Campo label={t('campos.responsavel')}>
              {os.responsavel?.name ?? t('campos.semResponsavel')}
            </Campo>
            <Campo label={t('campos.inicioPrevisto')}>{data(os.inicioPrevisto)}</Campo>
            <Campo label={t('campos.fimPrevisto')}>{data(os.fimPrevisto)}</Campo>
            <Campo label={t('campos.inicioReal')}>{data(os.inicioReal)}</Campo>
            <Campo label={t('campos.fimReal')}>{data(os.fimReal)}</Campo>
          </Box>
          <Campo label={t('campos.equipe')}>
            {os.equipe.length === 0 ? (
              t('pagina.semEquipe')
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                {os.equipe.map((p, i) => (
                  <Chip
                    key={`${p.nome}-${i}`}
                    size="small"
                    label={p.funcao ? `${p.nome} · ${p.funcao}` : p.nome}
                  />
                ))}
              </Stack>
            )}
          </Campo>
        </Stack>
      </CardContent>
    </Card>
  );
}
