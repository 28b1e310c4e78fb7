import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslation } from 'react-i18next';
import {
  RNC_EFICACIA_LABEL,
  RNC_TIPO_LABEL,
  SGI_6M,
  SGI_6M_LABEL,
  formatDate,
  type TOcorrenciaSgi,
  type TRnc,
} from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useSessionStore } from '../../../../session/session.store';
import { Dado } from './Dado';
import { EficaciaDialog } from './EficaciaDialog';
import { RncFormDialog } from './RncFormDialog';

const pessoaPrazo = (p: TRnc['correcaoResponsavel'], prazo: string | null, ninguem: string) =>
  [p?.nome ?? ninguem, prazo ? formatDate(prazo) : null].filter(Boolean).join(' · ');

/** The RNC as read: its data, the correction, the 5 whys, the Ishikawa, the root cause and the effectiveness. */
function RncView({ rnc }: { rnc: TRnc }) {
  const { t } = useTranslation('sgi');
  const ninguem = t('pagina.ninguem');
  const ishikawa = SGI_6M.filter((m) => (rnc.ishikawa[m] ?? []).length > 0);
  return (
    <Stack spacing={2.5}>
      <Typography variant="body2" color="text.secondary">
        {t('rnc.emitida', {
          numero: rnc.numero,
          emitente: rnc.emitente ?? ninguem,
          data: formatDate(rnc.emitidaEm),
        })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Dado rotulo={t('rnc.campos.tipo')}>{RNC_TIPO_LABEL[rnc.tipo]}</Dado>
        <Dado rotulo={t('rnc.normaClausula')}>{`${rnc.norma} · ${rnc.clausula}`}</Dado>
        <Dado rotulo={t('rnc.campos.recorrente')}>{rnc.recorrente ? t('rnc.sim') : t('rnc.nao')}</Dado>
        <Dado rotulo={t('rnc.correcaoResponsavel')}>
          {pessoaPrazo(rnc.correcaoResponsavel, rnc.correcaoPrazo, ninguem)}
        </Dado>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Dado rotulo={t('rnc.campos.descricao')}>{rnc.descricao}</Dado>
        </Box>
        {rnc.abrangencia && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Dado rotulo={t('rnc.campos.abrangencia')}>{rnc.abrangencia}</Dado>
          </Box>
        )}
        {rnc.correcaoImediata && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Dado rotulo={t('rnc.campos.correcaoImediata')}>{rnc.correcaoImediata}</Dado>
          </Box>
        )}
      </Box>
      {rnc.porques.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('rnc.porques')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label={t('rnc.porques')}>
            {rnc.porques.map((p, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ py: 0.25 }}>
                {p}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {ishikawa.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('rnc.ishikawa')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {ishikawa.map((m) => (
              <Box key={m} component="section" aria-label={SGI_6M_LABEL[m]}>
                <Typography variant="body2" color="text.secondary">
                  {SGI_6M_LABEL[m]}
                </Typography>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {rnc.ishikawa[m]!.map((c) => (
                    <Chip key={c} size="small" label={c} variant="outlined" />
                  ))}
                </Stack>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Dado rotulo={t('rnc.campos.causaRaiz6M')}>
          {rnc.causaRaiz6M ? SGI_6M_LABEL[rnc.causaRaiz6M] : '—'}
        </Dado>
        <Dado rotulo={t('rnc.campos.causaRaiz')}>{rnc.causaRaiz || '—'}</Dado>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Dado rotulo={t('rnc.eficaciaResponsavel')}>
          {pessoaPrazo(rnc.eficaciaResponsavel, rnc.eficaciaPrazo, ninguem)}
        </Dado>
        <Dado rotulo={t('rnc.eficaciaResultado')}>
          {rnc.eficaciaResultado ? (
            <>
              <Chip
                size="small"
                color={rnc.eficaciaResultado === 'eficaz' ? 'success' : 'error'}
                label={RNC_EFICACIA_LABEL[rnc.eficaciaResultado]}
              />
              {rnc.eficaciaObservacao && `\n${rnc.eficaciaObservacao}`}
              {rnc.encerradaEm && `\n${t('rnc.encerradaEm', { data: formatDate(rnc.encerradaEm) })}`}
            </>
          ) : (
            t('rnc.aVerificar')
          )}
        </Dado>
      </Box>
    </Stack>
  );
}

/**
 * The occurrence's RNC (relatório de não conformidade): read by all; issued and changed by who may (`acoes.rnc`);
 * its effectiveness registered by the person named for it or the SGI team once the occurrence was accepted.
 */
export function RncCard({ ocorrencia: o }: { ocorrencia: TOcorrenciaSgi }) {
  const { t } = useTranslation('sgi');
  const [editando, setEditando] = useState(false);
  const [eficacia, setEficacia] = useState(false);
  const equipe = useSessionStore((s) => s.ability.can('accept', 'TicketSgi'));
  const eu = useSessionStore((s) => s.user?.id_user);
  const rnc = o.rnc;
  const podeEficacia =
    !!rnc &&
    !rnc.encerradaEm &&
    (o.status === 'EM ANDAMENTO' || o.status === 'FINALIZADO') &&
    (equipe || (!!eu && rnc.eficaciaResponsavel?.id === eu));
  if (!rnc && !o.acoes.rnc) return null;
  return (
    <SectionCard
      id="ocorrencia-rnc"
      title={rnc ? t('rnc.tituloNumero', { numero: rnc.numero }) : t('rnc.titulo')}
      aside={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {podeEficacia && (
            <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => setEficacia(true)}>
              {t('eficacia.botao')}
            </Button>
          )}
          {o.acoes.rnc && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditando(true)}>
              {rnc ? t('rnc.editar') : t('rnc.emitir')}
            </Button>
          )}
        </Stack>
      }
    >
      {rnc ? <RncView rnc={rnc} /> : <Typography color="text.secondary">{t('rnc.nenhuma')}</Typography>}
      {editando && <RncFormDialog ocorrencia={o} onClose={() => setEditando(false)} />}
      {eficacia && <EficaciaDialog ocorrencia={o} onClose={() => setEficacia(false)} />}
    </SectionCard>
  );
}
