import net from 'node:net';

/** One answer: the HTTP status and the body as text (or the error, with status 0). */
export type RawAnswer = { status: number; body: string };

/**
 * One browser's keep-alive connection, spoken to in plain HTTP/1.1 over a socket, one call at a
 * time. A rush client makes a thousand of these in one process: Node's http client spends about
 * 0.4 ms of CPU per call on this machine, so on a shared two-core machine the bench would measure
 * its own client as much as the server (a browser does not share its CPU with 999 others). A call
 * here costs about 0.06 ms, as with load generators (autocannon, wrk). Answers must carry a
 * content-length (the API's JSON answers do); anything else is answered as an error.
 */
export type RawConnection = {
  call(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<RawAnswer>;
  close(): void;
};

const HEADER_END = Buffer.from('\r\n\r\n');

export function openRawConnection(port: number, timeoutMs: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    let buffered: Buffer = Buffer.alloc(0);
    let waiting: ((answer: RawAnswer) => void) | null = null;
    const answer = (result: RawAnswer) => {
      const done = waiting;
      waiting = null;
      buffered = Buffer.alloc(0);
      done?.(result);
    };
    /** The answer in the buffer once whole: status line, headers, then content-length bytes. */
    const tryParse = () => {
      const headerEnd = buffered.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const head = buffered.subarray(0, headerEnd).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length === undefined) {
        answer({ status: 0, body: 'answer without content-length' });
        return;
      }
      const bodyStart = headerEnd + HEADER_END.length;
      if (buffered.length < bodyStart + Number(length)) return;
      answer({ status, body: buffered.subarray(bodyStart, bodyStart + Number(length)).toString('utf8') });
    };
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      tryParse();
    });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('timed out')));
    socket.on('error', (error) => answer({ status: 0, body: String(error) }));
    socket.on('close', () => answer({ status: 0, body: 'connection closed' }));
    socket.once('connect', () =>
      resolve({
        call(method, path, headers, body) {
          if (waiting !== null) throw new Error('one call at a time on a connection');
          const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1'];
          for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
          if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
          return new Promise((done) => {
            waiting = done;
            socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
          });
        },
        close: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}
