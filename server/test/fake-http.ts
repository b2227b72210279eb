import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP stand-in on a free port of 127.0.0.1: start() answers its address (`base`), stop() closes it. */
export abstract class FakeHttpServer {
  protected abstract readonly server: Server;
  base = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
