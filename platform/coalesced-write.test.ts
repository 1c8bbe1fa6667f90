import { describe, expect, test } from 'vitest'
import { COALESCE_MAX_BYTES, coalesceChunks } from './coalesced-write'

const bytes = (text: string) => new TextEncoder().encode(text)

async function chunksOf(source: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = []
  const reader = source.pipeThrough(coalesceChunks()).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return out
    out.push(new TextDecoder().decode(value))
  }
}

describe('coalesceChunks', () => {
  test('joins the chunks that arrive together, in order, losing nothing', async () => {
    const parts = Array.from({ length: 300 }, (_, i) => `<li>${i}</li>`)
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(bytes(part))
        controller.close()
      },
    })
    const out = await chunksOf(source)
    expect(out.join('')).toBe(parts.join(''))
    expect(out.length).toBe(1)
  })

  test('passes on what it holds when the next chunk is late (a page waiting on data)', async () => {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<head>'))
        controller.enqueue(bytes('<body>'))
        await new Promise((resolve) => setTimeout(resolve, 20))
        controller.enqueue(bytes('<main>late</main>'))
        controller.close()
      },
    })
    expect(await chunksOf(source)).toEqual(['<head><body>', '<main>late</main>'])
  })

  test('never holds more than its limit', async () => {
    const big = 'x'.repeat(COALESCE_MAX_BYTES / 4)
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(bytes(big))
        controller.close()
      },
    })
    const out = await chunksOf(source)
    expect(out.join('').length).toBe(10 * big.length)
    expect(Math.max(...out.map((chunk) => chunk.length))).toBeLessThanOrEqual(COALESCE_MAX_BYTES)
    expect(out.length).toBe(3)
  })
})
