// The server's entry. First the .env file, before any package that reads the environment as
// it loads (React reads NODE_ENV) is imported; then the serving platform.
import './app/server/dotenv.server'

await import('./platform/main')
