import { Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type TApolice, type TEndosso } from '@portal/domain';
import { SectionCard } from '../../../components/SectionCard';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { useExcluirEndosso } from '../seguros.queries';
import { DocumentoAnexo } from './DocumentoAnexo';

/** What one endorsement changed, in words ("Vigência até 10/12/2026", "Importância R$ ..."). */
function Mudancas({ endosso }: { endosso: TEndosso }) {
  const { t } = useTranslation('seguros');
  const itens = [
    endosso.novoFimVigencia && t('endosso.mudouFim', { data: formatDate(endosso.novoFimVigencia) }),
    endosso.novaImportanciaSegurada &&
      t('endosso.mudouImportancia', { valor: formatMoney(endosso.novaImportanciaSegurada) }),
    endosso.coberturas && t('endosso.mudouCoberturas', { count: endosso.coberturas.length }),
    endosso.premioAdicional &&
      Number(endosso.premioAdicional) !== 0 &&
      t(Number(endosso.premioAdicional) > 0 ? 'endosso.mudouPremio' : 'endosso.restituicao', {
        valor: formatMoney(Math.abs(Number(endosso.premioAdicional))),
      }),
  ].filter((x): x is string => !!x);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {itens.map((item) => (
        <Chip key={item} size="small" variant="outlined" label={item} />
      ))}
    </Stack>
  );
}

/** The endorsements in the order they apply, each with its document; the policy above already reflects them. */
export function ApoliceEndossosCard({ apolice }: { apolice: TApolice }) {
  const { t } = useTranslation('seguros');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const excluir = useExcluirEndosso(apolice.id);
  const onExcluir = async (endosso: TEndosso) => {
    if (!(await confirm(t('endosso.excluirTexto', { numero: endosso.numero }), t('endosso.excluirTitulo'))))
      return;
    await excluir.mutateAsync(endosso.id);
    enqueueSnackbar(t('endosso.excluido', { numero: endosso.numero }), { variant: 'success' });
  };
  return (
    <SectionCard
      id="apolice-endossos"
      title={t('endosso.titulo', { count: apolice.historicoEndossos.length })}
    >
      {apolice.historicoEndossos.length === 0 ? (
        <Typography color="text.secondary">{t('endosso.nenhum')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />} spacing={2}>
          {apolice.historicoEndossos.map((endosso) => (
            <Box key={endosso.id} data-testid="endosso">
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {t('endosso.cabecalho', { numero: endosso.numero, data: formatDate(endosso.dataEmissao) })}
                </Typography>
                {apolice.acoes.excluir && (
                  <Button size="small" color="error" onClick={() => void onExcluir(endosso)}>
                    {t('endosso.excluir')}
                  </Button>
                )}
              </Stack>
              <Typography sx={{ my: 0.5, whiteSpace: 'pre-wrap' }}>{endosso.descricao}</Typography>
              <Mudancas endosso={endosso} />
              {endosso.coberturas && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('endosso.coberturasPassaram', {
                    lista: endosso.coberturas
                      .map((c) => `${c.descricao} (${formatMoney(c.limite)})`)
                      .join('; '),
                  })}
                </Typography>
              )}
              <Box sx={{ mt: 1 }}>
                <DocumentoAnexo
                  arquivo={endosso.arquivo}
                  endpoint={`/seguros/apolices/${apolice.id}/endossos/${endosso.id}/arquivo`}
                  podeEnviar={apolice.acoes.editar}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
