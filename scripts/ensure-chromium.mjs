// The browser tests use Debian's Chromium, never a downloaded one. Missing: install it with apt when we are
// root, otherwise stop with a clear message — the end-to-end suite is never skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ensureChromium = () => {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium не найден (${CHROMIUM_PATH}). Установите пакет Debian: sudo apt-get update && sudo apt-get install -y chromium, ` +
        'или укажите путь в CHROMIUM_PATH. Браузерные тесты не пропускаются.',
    );
    process.exit(1);
  }
  console.log('Устанавливаю Chromium из пакетов Debian…');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
    stdio: 'inherit',
  });
};
