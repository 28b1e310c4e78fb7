import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

// Dates in pt-BR for dayjs (the date pickers, the RDO plan and chart). Imported by the signed-in root, the only
// pages that use dayjs, so it stays out of /login's download.
dayjs.locale('pt-br');
