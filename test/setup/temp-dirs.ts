// Runs before every test file: whatever temporary directories the file's tests made go when the file is done.
import { afterAll } from 'vitest';
import { removeTempDirs } from '../helpers/tmp.js';

afterAll(removeTempDirs);
