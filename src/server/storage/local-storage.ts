import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileArea, type FileStorage } from './file-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** One area as a folder on the local disk: the file's type is told by its generated extension. */
function localArea(root: string): FileArea {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      try {
        const body = await fs.readFile(fileOf(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** Files under the data directory: public uploads in one folder, private ones in another, never served statically. */
export function createLocalStorage({ publicDir, privateDir }: { publicDir: string; privateDir: string }): FileStorage {
  return { public: localArea(publicDir), private: localArea(privateDir) };
}
