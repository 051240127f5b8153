import net from 'node:net';

/**
 * A TCP proxy in front of a local server, to cut connections the way a network drop does:
 * `down()` destroys every open connection and refuses new ones until `up()`.
 */
export async function startTcpProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  let bytesToTarget = 0;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk: Buffer) => (bytesToTarget += chunk.length));
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    /** Bytes sent to the server so far (to check that a request never reached it). */
    get bytesToTarget() {
      return bytesToTarget;
    },
    down() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      refusing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
