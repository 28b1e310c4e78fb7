import { Link, Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslation } from 'react-i18next';
import { formatBytes, type TApolice, type TArquivo } from '@portal/domain';
import { FileUpload } from '../../../components/FileUpload';
import { useApoliceSalva } from '../seguros.queries';

/** A policy's or an endorsement's document: open it, and (with the right) send it or a replacement. */
export function DocumentoAnexo({
  arquivo,
  endpoint,
  podeEnviar,
}: {
  arquivo: TArquivo | null;
  endpoint: string;
  podeEnviar: boolean;
}) {
  const { t } = useTranslation('seguros');
  const salva = useApoliceSalva();
  return (
    <Stack spacing={1}>
      {arquivo ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <DescriptionIcon color="action" fontSize="small" aria-hidden />
          <Link href={`/api/arquivos/${arquivo.id}?inline=1`} target="_blank" rel="noopener">
            {arquivo.nome}
          </Link>
          <Typography variant="caption" color="text.secondary">
            {formatBytes(arquivo.tamanho)}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('documento.nenhum')}
        </Typography>
      )}
      {podeEnviar && (
        <FileUpload<TApolice>
          endpoint={endpoint}
          method="PUT"
          accept="application/pdf,image/*"
          label={arquivo ? t('documento.substituir') : t('documento.enviar')}
          onUploaded={(apolice) => void salva(apolice)}
        />
      )}
    </Stack>
  );
}
