/**
 * What adopting `@react-router/express` as it is would cost (docs/decisions/039): its handler
 * builds a web Request for every request (`createRemixRequest`) with the raw request as the
 * body (`createReadableStreamFromReadable(req)`), then hands it to React Router. This script
 * measures both against what the page handler does instead, on one Express app:
 *   npx tsx bench/adapter-costs.ts
 * 1. a cached page (a fixed 40 KB answer) at 50 connections for 10 s, sent as the page cache
 *    sends it, and again after building the adapter's web Request first;
 * 2. a 64 MB chunked form body read as an action reads it (`request.formData()`), through the
 *    adapter's body stream: the bytes read and the server's memory growth.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createReadableStreamFromReadable } from '@react-router/node'

const PAGE = Buffer.alloc(40 * 1024, 'x').toString()
const BODY_MB = 64

/** `createRemixRequest` of @react-router/express 7.18.4, as it builds every request. */
function adapterRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else headers.set(key, values)
  }
  const url = new URL(`${req.protocol}://${req.get('host')}${req.originalUrl}`)
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

let bytesRead = 0
const app = express()
app.get('/cached', (_req, res) => {
  res.type('html').end(PAGE)
})
app.get('/cached-after-request', (req, res) => {
  adapterRequest(req, res)
  res.type('html').end(PAGE)
})
app.post('/form', async (req, res) => {
  req.on('data', (chunk: Buffer) => (bytesRead += chunk.length))
  const form = await adapterRequest(req, res).formData()
  res.end(String([...form.keys()].length))
})

const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

async function rate(path: string): Promise<number> {
  const result = await autocannon({ url: `${base}${path}`, connections: 50, duration: 10 })
  return Math.round(result.requests.average)
}

const plain = await rate('/cached')
const withRequest = await rate('/cached-after-request')
console.log(`cached page as sent by the page cache:        ${plain} req/s`)
console.log(
  `the same after building the adapter's Request: ${withRequest} req/s (${Math.round((withRequest / plain) * 100)} %)`,
)

global.gc?.()
const rssBefore = process.memoryUsage().rss
let peakRss = rssBefore
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
const status = await new Promise<number>((resolve, reject) => {
  const request = http.request(
    `${base}/form`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    },
  )
  request.on('error', reject)
  const chunk = Buffer.alloc(1024 * 1024, 'a')
  let sent = 0
  const sendMore = () => {
    while (sent < BODY_MB) {
      sent++
      if (!request.write(chunk)) return void request.once('drain', sendMore)
    }
    request.end()
  }
  request.write('field=')
  sendMore()
})
clearInterval(sampler)
console.log(
  `a ${BODY_MB} MB chunked form through the adapter's body: status ${status}, ${Math.round(bytesRead / 1048576)} MB read, server memory +${Math.round((peakRss - rssBefore) / 1048576)} MB at its peak`,
)
server.close()
