/** Starts the simulator server and `vite preview` of a build, each in-process (stoppable by pid). */
export async function startServers({ spawn, simulatorPort, appPort, outDir }) {
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'src/simulator/server/main.ts'], {
      env: { ...process.env, SIMULATOR_PORT: String(simulatorPort) },
      stdio: 'ignore',
    }),
    spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
      { stdio: 'ignore' },
    ),
  ];
  await Promise.all([
    waitFor(`http://127.0.0.1:${simulatorPort}/__simulator/config`),
    waitFor(`http://127.0.0.1:${appPort}/`),
  ]);
  return {
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));
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
