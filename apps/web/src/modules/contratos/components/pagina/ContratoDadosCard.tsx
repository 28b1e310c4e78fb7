import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { CONTRATO_PARTE_LABEL, formatCnpj, formatDate, formatDateTime, type TContrato } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { ContratoFormDialog } from '../form/ContratoFormDialog';

function Dado({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{valor}</Typography>
    </Box>
  );
}

/** What the contract says of itself (party, dates, notes) and who wrote it; "Editar" where this user may. */
export function ContratoDadosCard({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const [editando, setEditando] = useState(false);
  return (
    <SectionCard
      id="contrato-dados"
      title={t('pagina.dados')}
      aside={
        contrato.acoes.editar && (
          <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => setEditando(true)}>
            {t('pagina.editar')}
          </Button>
        )
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <Dado rotulo={t('campos.parteTipo')} valor={CONTRATO_PARTE_LABEL[contrato.parte.tipo]} />
        <Dado rotulo={t('campos.parteNome')} valor={contrato.parte.nome} />
        <Dado rotulo={t('campos.parteCnpj')} valor={formatCnpj(contrato.parte.cnpj)} />
        <Dado
          rotulo={t('campos.vigencia')}
          valor={t('pagina.vigencia', { inicio: formatDate(contrato.inicio), fim: formatDate(contrato.fim) })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('campos.observacoes')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={contrato.observacoes ? undefined : 'text.secondary'}>
        {contrato.observacoes || t('pagina.semObservacoes')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {contrato.criadoPor
          ? t('pagina.criadoPor', { nome: contrato.criadoPor, data: formatDateTime(contrato.createdAt) })
          : t('pagina.criadoEm', { data: formatDateTime(contrato.createdAt) })}
        {contrato.aprovadoEm && ` · ${t('pagina.aprovadoEm', { data: formatDate(contrato.aprovadoEm) })}`}
      </Typography>
      {editando && (
        <ContratoFormDialog
          obraId={contrato.obra.id}
          contrato={contrato}
          onClose={() => setEditando(false)}
        />
      )}
    </SectionCard>
  );
}
