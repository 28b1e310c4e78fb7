import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  TAF_PAPEL_LABEL,
  type TTaf,
  type TTafAssinatura,
  type TTafPapel,
} from '@portal/domain';
import {
  AssinaturaDialog,
  type AssinaturaDialogResult,
} from '../../../../components/assinatura/AssinaturaDialog';
import { SectionCard } from '../../../../components/SectionCard';
import { useAssinarTaf } from '../../taf.queries';

function Assinada({ assinatura }: { assinatura: TTafAssinatura }) {
  const { t } = useTranslation('produtos');
  return (
    <Stack spacing={0.5}>
      <Box
        component="img"
        src={assinatura.imagem}
        alt={t('assinaturas.imagemAlt', { nome: assinatura.nome })}
        sx={{ maxWidth: 280, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {[assinatura.nome, assinatura.cargo, assinatura.empresa].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('assinaturas.assinadoEm', { quando: formatDateTime(assinatura.assinadoEm) })}
      </Typography>
    </Stack>
  );
}

/**
 * Once concluded, the two signatures: the factory's inspector (the signed-in user) and the client's inspector, on
 * the same tablet, with their company. The second one signs the TAF for good.
 */
export function TafAssinaturasCard({ taf }: { taf: TTaf }) {
  const { t } = useTranslation('produtos');
  const { enqueueSnackbar } = useSnackbar();
  const assinar = useAssinarTaf(taf.id);
  const [aberto, setAberto] = useState<TTafPapel | null>(null);
  const [empresa, setEmpresa] = useState('');
  const [empresaErro, setEmpresaErro] = useState<string | null>(null);

  const confirmar =
    (papel: TTafPapel) =>
    async ({ assinatura }: AssinaturaDialogResult) => {
      if (!assinatura) return;
      const feito = await assinar.mutateAsync({
        papel,
        assinatura,
        empresa: papel === 'cliente' ? empresa.trim() : '',
        versao: taf.versao,
      });
      setAberto(null);
      enqueueSnackbar(
        feito.status === 'assinado' ? t('assinaturas.tafAssinado') : t('assinaturas.registrada'),
        { variant: 'success' },
      );
    };

  const papeis: { papel: TTafPapel; assinatura: TTafAssinatura | null; pode: boolean }[] = [
    { papel: 'fabrica', assinatura: taf.assinaturaFabrica, pode: taf.acoes.assinarFabrica },
    { papel: 'cliente', assinatura: taf.assinaturaCliente, pode: taf.acoes.assinarCliente },
  ];

  return (
    <SectionCard id="taf-assinaturas" title={t('assinaturas.titulo')}>
      <Stack spacing={2}>
        {taf.status === 'em_execucao' && <Alert severity="info">{t('assinaturas.depoisDeConcluir')}</Alert>}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {papeis.map(({ papel, assinatura, pode }) => (
            <Card key={papel} variant="outlined" component="section" aria-label={TAF_PAPEL_LABEL[papel]}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                  {TAF_PAPEL_LABEL[papel]}
                </Typography>
                {assinatura ? (
                  <Assinada assinatura={assinatura} />
                ) : (
                  <Stack spacing={1.5}>
                    <Typography variant="body2" color="text.secondary">
                      {t('assinaturas.pendente')}
                    </Typography>
                    {pode && papel === 'cliente' && (
                      <TextField
                        label={t('assinaturas.empresaCliente')}
                        value={empresa}
                        onChange={(e) => {
                          setEmpresa(e.target.value);
                          setEmpresaErro(null);
                        }}
                        error={!!empresaErro}
                        helperText={empresaErro ?? t('assinaturas.empresaAjuda')}
                        required
                      />
                    )}
                    {pode && (
                      <Button
                        variant="contained"
                        size="large"
                        startIcon={<DrawIcon />}
                        onClick={() => {
                          if (papel === 'cliente' && empresa.trim().length < 2) {
                            setEmpresaErro(t('assinaturas.empresaFalta'));
                            return;
                          }
                          setAberto(papel);
                        }}
                        sx={{ minHeight: 52, alignSelf: 'flex-start' }}
                      >
                        {papel === 'fabrica'
                          ? t('assinaturas.assinarFabrica')
                          : t('assinaturas.assinarCliente')}
                      </Button>
                    )}
                  </Stack>
                )}
              </CardContent>
            </Card>
          ))}
        </Box>
      </Stack>
      <AssinaturaDialog
        open={aberto === 'fabrica'}
        title={t('assinaturas.dialogoFabrica', { numero: taf.numero })}
        description={t('assinaturas.dialogoFabricaTexto')}
        confirmLabel={t('assinaturas.assinar')}
        assinatura="obrigatoria"
        onClose={() => setAberto(null)}
        onConfirm={confirmar('fabrica')}
      />
      <AssinaturaDialog
        open={aberto === 'cliente'}
        title={t('assinaturas.dialogoCliente', { numero: taf.numero })}
        description={t('assinaturas.dialogoClienteTexto', { empresa: empresa.trim() })}
        confirmLabel={t('assinaturas.assinar')}
        assinatura="obrigatoria"
        nomeInicial=""
        onClose={() => setAberto(null)}
        onConfirm={confirmar('cliente')}
      />
    </SectionCard>
  );
}
