import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNetwork, streamNetwork } from './network-stream';

const seed = { key: 'company:00000001', attributes: { kind: 'company', label: 'ALPHA', depth: 0 } };
const officer = { key: 'officer:a', attributes: { kind: 'officer', label: 'SMITH, Ann', depth: 1 } };
const edge = {
  key: 'e1',
  source: 'officer:a',
  target: 'company:00000001',
  attributes: { kind: 'appointment', officer_role: 'director' },
};

function respondWith(lines: string[], status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split mid-line, as a network would.
      const text = lines.join('');
      const encoder = new TextEncoder();
      controller.enqueue(encoder.encode(text.slice(0, 25)));
      controller.enqueue(encoder.encode(text.slice(25)));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('streamNetwork', () => {
  it('takes a whole JSON answer from a server that does not stream', async () => {
    const graph = { attributes: { truncated: [] }, nodes: [seed], edges: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(graph)),
    );
    const result = await streamNetwork('/x', new AbortController().signal, () => {});
    expect(result.nodes).toHaveLength(1);
  });

  it('reports the graph so far with the progress, then resolves with the whole graph', async () => {
    const graph = { attributes: { truncated: [], requests: 2 }, nodes: [seed, officer], edges: [edge] };
    respondWith([
      `${JSON.stringify({ progress: { requests: 1, estimate: 3 }, nodes: [seed], edges: [] })}\n`,
      `${JSON.stringify({ progress: { requests: 2, estimate: 3 }, nodes: [officer], edges: [edge] })}\n`,
      `${JSON.stringify({ graph })}\n`,
    ]);
    const partials: { nodes: number; requests: number }[] = [];
    const result = await streamNetwork(
      '/api/network/company/00000001?depth=2',
      new AbortController().signal,
      (network, progress) => partials.push({ nodes: network.nodes.length, requests: progress.requests }),
      0,
    );
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/network/company/00000001?depth=2&stream=1');
    expect(partials).toEqual([
      { nodes: 1, requests: 1 },
      { nodes: 2, requests: 2 },
    ]);
    expect(result.nodes.map((node) => node.key)).toEqual(['company:00000001', 'officer:a']);
  });

  it('fails with a sentence when the registry stops mid-build or the stream is cut', async () => {
    respondWith([
      `${JSON.stringify({ progress: { requests: 1, estimate: 3 }, nodes: [seed] })}\n`,
      '{"error":"registry-unavailable"}\n',
    ]);
    await expect(streamNetwork('/x', new AbortController().signal, () => {})).rejects.toThrow('stopped answering');
    respondWith([`${JSON.stringify({ progress: { requests: 1, estimate: 3 }, nodes: [seed] })}\n`]);
    await expect(streamNetwork('/x', new AbortController().signal, () => {})).rejects.toThrow('cut off');
  });

  it('gives the API’s reason for a refusal', async () => {
    respondWith([JSON.stringify({ errors: [{ error: 'depth must be a whole number from 1 to 3; got "9"' }] })], 400);
    await expect(fetchNetwork('/x', new AbortController().signal)).rejects.toThrow('depth must be a whole number');
    respondWith([JSON.stringify({ errors: [{ error: 'company-profile-not-found' }] })], 404);
    await expect(fetchNetwork('/x', new AbortController().signal)).rejects.toThrow('no such company or officer');
  });
});
