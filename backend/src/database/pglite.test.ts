import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openPglite } from './pglite';

/** A process id that surely belongs to no running process: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('PGlite single-process lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds the lock while open, refuses a live holder by pid, and frees it on release', async () => {
    const dir = tempDir();
    const lock = path.join(dir, 'pglite.lock');
    const first = await openPglite(dir);
    try {
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
      // Another live process holds it: our parent (Jest's runner) stands in for a running site.
      fs.writeFileSync(lock, String(process.ppid));
      await expect(openPglite(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
      fs.writeFileSync(lock, String(process.pid));
    } finally {
      await first.db.close();
      first.release();
    }
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock left by a process that is gone, and the data is still there', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    await first.db.exec(`CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)`);
    await first.db.close();
    first.release();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(await deadPid()));
    const second = await openPglite(dir);
    try {
      expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
      expect((await second.db.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
    } finally {
      await second.db.close();
      second.release();
    }
  });

  it('release leaves a lock alone that another process has taken meanwhile', async () => {
    const dir = tempDir();
    const lock = path.join(dir, 'pglite.lock');
    const opened = await openPglite(dir);
    await opened.db.close();
    fs.writeFileSync(lock, String(process.ppid));
    opened.release();
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.ppid));
  });
});

describe('PGlite database creation', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates a new database whole, after a creation killed half-way and an empty folder were left behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-create-'));
    dirs.push(dir);
    // What a kill during creation leaves: the folder being built, and (an older version's) empty data folder.
    fs.mkdirSync(path.join(dir, 'pglite.creating', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pglite.creating', 'base', 'half-written'), 'x');
    fs.mkdirSync(path.join(dir, 'pglite'));
    const opened = await openPglite(dir);
    try {
      expect(fs.existsSync(path.join(dir, 'pglite.creating'))).toBe(false);
      expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
      await opened.db.exec(`CREATE TABLE made (n int); INSERT INTO made VALUES (1)`);
      expect((await opened.db.query<{ n: number }>('SELECT n FROM made')).rows).toEqual([{ n: 1 }]);
    } finally {
      await opened.db.close();
      opened.release();
    }
  });

  it('creates it where a data folder given relative to the working folder says', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-create-'));
    dirs.push(dir);
    const opened = await openPglite(path.relative(process.cwd(), dir));
    try {
      expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      await opened.db.close();
      opened.release();
    }
  });
});
