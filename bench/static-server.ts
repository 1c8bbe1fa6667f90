/** The static ceiling: Express's static middleware over a folder. Args: folder, port. */
import express from 'express'

const [dir, port] = process.argv.slice(2)
const app = express()
app.use(express.static(dir))
const server = app.listen(Number(port), '127.0.0.1', () => console.log('ready'))
process.on('SIGINT', () => server.close(() => process.exit(0)))
