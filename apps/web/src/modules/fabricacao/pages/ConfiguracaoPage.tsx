import { useState } from 'react';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TCentro, TOperacaoTipo } from '@portal/domain';
import { CentroDialog } from '../components/configuracao/CentroDialog';
import { ConfiguracaoSecao } from '../components/configuracao/ConfiguracaoSecao';
import { TipoDialog } from '../components/configuracao/TipoDialog';
import { horas } from '../components/formatos';
import { useConfiguracao } from '../fabricacao.queries';

type Dialogo = { tipo: 'tipo'; registro?: TOperacaoTipo } | { tipo: 'centro'; registro?: TCentro };

/**
 * /fabrica/configuracao (admin_fabricacao): the operation kinds items go through (name, usual order, active) and the
 * work centres (name, weekly capacity, active). An inactive one stays on the operations that use it and is offered
 * for no new one.
 */
export function ConfiguracaoPage() {
  const { t } = useTranslation('fabricacao');
  const { t: tc } = useTranslation();
  const configuracao = useConfiguracao();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const fechar = () => setDialogo(null);
  const tipos = [...(configuracao.data?.tipos ?? [])].sort((a, b) => a.ordem - b.ordem);
  const centros = [...(configuracao.data?.centros ?? [])].sort((a, b) =>
    a.nome.localeCompare(b.nome, 'pt-BR'),
  );

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, mb: 2 }}>
        {tc('rotas.configuracaoFabrica')}
      </Typography>
      {configuracao.isError ? (
        <Alert severity="error">{configuracao.error.message}</Alert>
      ) : configuracao.isPending ? (
        <Skeleton variant="rounded" height={360} aria-label={t('carregando')} />
      ) : (
        <Stack spacing={3}>
          <ConfiguracaoSecao
            id="tipos-operacao"
            titulo={t('configuracao.tipos')}
            novo={t('configuracao.tipoNovo')}
            vazio={t('configuracao.semTipos')}
            colunas={[
              { titulo: t('campos.ordem'), valor: (tipo) => tipo.ordem },
              { titulo: t('campos.nome'), valor: (tipo) => tipo.nome },
              { titulo: t('campos.codigo'), larga: true, valor: (tipo) => tipo.codigo },
            ]}
            registros={tipos}
            editarRotulo={(tipo) => t('configuracao.tipoEditar', { nome: tipo.nome })}
            onNovo={() => setDialogo({ tipo: 'tipo' })}
            onEditar={(tipo) => setDialogo({ tipo: 'tipo', registro: tipo })}
          />
          <ConfiguracaoSecao
            id="centros-trabalho"
            titulo={t('configuracao.centros')}
            novo={t('configuracao.centroNovo')}
            vazio={t('configuracao.semCentros')}
            colunas={[
              { titulo: t('campos.nome'), valor: (centro) => centro.nome },
              {
                titulo: t('campos.capacidade'),
                align: 'right',
                valor: (centro) => horas(centro.capacidadeHorasSemana),
              },
            ]}
            registros={centros}
            editarRotulo={(centro) => t('configuracao.centroEditar', { nome: centro.nome })}
            onNovo={() => setDialogo({ tipo: 'centro' })}
            onEditar={(centro) => setDialogo({ tipo: 'centro', registro: centro })}
          />
        </Stack>
      )}
      {dialogo?.tipo === 'tipo' && (
        <TipoDialog tipo={dialogo.registro} proximaOrdem={(tipos.at(-1)?.ordem ?? 0) + 1} onClose={fechar} />
      )}
      {dialogo?.tipo === 'centro' && <CentroDialog centro={dialogo.registro} onClose={fechar} />}
    </Box>
  );
}
