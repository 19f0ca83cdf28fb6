/** Starts the simulator server and `vite preview` of each build, each in-process (so stopping reaches it). */
export async function startServers({ spawn, simulatorPort, apps }) {
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'src/simulator/hosts/server/main.ts'], {
      // The control API answers only the dashboard's origins (src/simulator/hosts/server/origins.ts): add the builds'.
      env: {
        ...process.env,
        SIMULATOR_PORT: String(simulatorPort),
        SIMULATOR_ALLOWED_ORIGINS: apps.map(({ port }) => `http://127.0.0.1:${port}`).join(','),
      },
      stdio: 'ignore',
    }),
    ...apps.map(({ port, outDir, env = {} }) =>
      spawn(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'preview',
          '--outDir',
          outDir,
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--strictPort',
        ],
        // `env`: the build's VITE_SIMULATOR mode, so the preview's CSP lets it reach the simulator (build/preview-server.ts).
        { stdio: 'ignore', env: { ...process.env, ...env } },
      ),
    ),
  ];
  await Promise.all([
    waitFor(`http://127.0.0.1:${simulatorPort}/__simulator/config`),
    ...apps.map(({ port }) => waitFor(`http://127.0.0.1:${port}/`)),
  ]);
  return {
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map(
          (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))),
        ),
      );
    },
  };
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}
