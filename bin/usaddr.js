#!/usr/bin/env node
// The first lookup worker of a local verify starts before the CLI loads (src/cli/early-start.ts), then the CLI.
import { startFirstWorker } from '../dist/cli/early-start.js';

startFirstWorker(process.argv.slice(2));
await import('../dist/cli/main.js');
