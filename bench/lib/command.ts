import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

export interface CommandResult {
  code: number;
  ms: number;
  output: string;
}

/** Runs a command to completion, keeping its output (printed by the caller only when it fails). */
export function runCommand(command: string, args: string[], cwd: string): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, ms: performance.now() - started, output }));
  });
}
