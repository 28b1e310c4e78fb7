import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_DOCUMENTO_LABEL,
  CONTRATO_DOCUMENTO_TIPOS,
  ZContratoDocumentoInput,
  type TContrato,
  type TContratoDocumentoTipo,
} from '@portal/domain';
import { FileUpload } from '../../../../components/FileUpload';
import { documentoUploadPath, useContratoSalvo } from '../../contratos.queries';

/**
 * The kinds of file a contract keeps, as the server takes them: PDF, images, Word (.docx) and Excel (.xlsx); the old
 * .doc and .xls are not offered, as the server refuses them (it checks the content again).
 */
const ACCEPT = [
  'application/pdf',
  'image/*',
  '.docx',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/**
 * Sends a document with its kind and description; the contract the API answers replaces the page's. A termination
 * under way suggests "Distrato", otherwise "Minuta".
 */
export function DocumentoEnviar({ contrato }: { contrato: TContrato }) {
  const { t } = useTranslation('contratos');
  const salvo = useContratoSalvo();
  const [tipo, setTipo] = useState<TContratoDocumentoTipo>(contrato.emCancelamento ? 'distrato' : 'minuta');
  const [descricao, setDescricao] = useState('');
  const dados = ZContratoDocumentoInput.safeParse({ tipo, descricao });
  const erro = dados.success ? undefined : dados.error.issues[0]?.message;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' },
      }}
    >
      <TextField
        select
        size="small"
        label={t('documentos.tipo')}
        value={tipo}
        onChange={(e) => setTipo(e.target.value as TContratoDocumentoTipo)}
      >
        {CONTRATO_DOCUMENTO_TIPOS.map((tp) => (
          <MenuItem key={tp} value={tp}>
            {CONTRATO_DOCUMENTO_LABEL[tp]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('documentos.descricao')}
        value={descricao}
        onChange={(e) => setDescricao(e.target.value)}
        error={!!erro}
        helperText={erro ?? t('documentos.enviarAjuda')}
      />
      {dados.success && (
        // The API takes the kind and description in the address too: the shared upload sends only the file.
        <FileUpload<TContrato>
          endpoint={`${documentoUploadPath(contrato.id)}?${new URLSearchParams(dados.data).toString()}`}
          accept={ACCEPT}
          label={t('documentos.enviar')}
          onUploaded={(atualizado) => {
            setDescricao('');
            void salvo(atualizado);
          }}
        />
      )}
    </Box>
  );
}
