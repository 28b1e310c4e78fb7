import { spawn } from 'node:child_process';
import { BackupError } from './backup-format';

/** Runs pg_dump / pg_restore / psql, failing with their own error text (never silently). */
export function runCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} não foi encontrado: instale o cliente do PostgreSQL (a mesma versão do servidor).`
            : `${command} falhou: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(
            `${command} terminou com erro (${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        );
    });
  });
}
