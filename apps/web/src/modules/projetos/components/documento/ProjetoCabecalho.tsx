import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_INTERNA,
  PROJETO_CATEGORIA_LABEL,
  PROJETO_DETENTOR_LABEL,
  PROJETO_DISCIPLINA_LABEL,
  PROJETO_FINALIDADE_LABEL,
  type TProjeto,
} from '@portal/domain';
import { PrazoTexto, ProjetoCodigoChip, ProjetoSituacaoChip } from '../ProjetoChips';

/**
 * "LT3-EST-DE-0001 — Fundações" with its situation and the client's code; its obra, discipline, category, current
 * revision, due date (overdue in red) and who holds it; the actions below (`acoes`).
 */
export function ProjetoCabecalho({ projeto: p, acoes }: { projeto: TProjeto; acoes?: ReactNode }) {
  const { t } = useTranslation('projetos');
  return (
    <Card variant="outlined" component="header" data-testid="projeto-cabecalho">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {`${p.numero} — ${p.titulo}`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box data-testid="projeto-situacao">
              <ProjetoSituacaoChip situacao={p.situacao} size="medium" />
            </Box>
            {p.codigo && (
              <Box data-testid="projeto-codigo">
                <ProjetoCodigoChip codigo={p.codigo} />
              </Box>
            )}
            {p.categoria === PROJETO_CATEGORIA_INTERNA && (
              <Chip size="small" color="warning" variant="outlined" label={t('documento.interno')} />
            )}
          </Stack>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{p.escopo === 'fabrica' ? t('campos.fabricacao') : t('campos.obra')}</dt>
            <dd>{`${p.obra.codigo} — ${p.obra.nome}`}</dd>
            <dt>{t('campos.disciplina')}</dt>
            <dd>{PROJETO_DISCIPLINA_LABEL[p.disciplina]}</dd>
            <dt>{t('campos.categoria')}</dt>
            <dd>{PROJETO_CATEGORIA_LABEL[p.categoria]}</dd>
            <dt>{t('documento.revisaoAtual')}</dt>
            <dd data-testid="projeto-revisao-atual">
              {p.revisaoAtual === null
                ? t('documento.semEmissao')
                : `${p.revisaoAtual}${p.finalidade ? ` · ${PROJETO_FINALIDADE_LABEL[p.finalidade]}` : ''}`}
            </dd>
            <dt>{t('campos.prazo')}</dt>
            <dd>
              <PrazoTexto prazo={p.prazo} atrasado={p.atrasado} diasAtraso={p.diasAtraso} />
            </dd>
            <dt>{t('documento.comQuem')}</dt>
            <dd data-testid="projeto-detentor">
              {p.detentor ? PROJETO_DETENTOR_LABEL[p.detentor] : t('documento.ninguem')}
            </dd>
            {p.descricao && (
              <>
                <dt>{t('campos.descricao')}</dt>
                <dd style={{ whiteSpace: 'pre-wrap' }}>{p.descricao}</dd>
              </>
            )}
          </Box>
          {acoes}
        </Stack>
      </CardContent>
    </Card>
  );
}
