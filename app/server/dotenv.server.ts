import fs from 'node:fs'

/**
 * Reads `file` (KEY=value lines) into process.env when it exists, before the configuration
 * is validated (env.server.ts). A variable the environment already sets wins over the file.
 */
export function loadDotEnv(file = '.env'): boolean {
  if (!fs.existsSync(file)) return false
  process.loadEnvFile(file)
  return true
}

// server.ts imports this module first, so every module after it sees the file's values.
loadDotEnv()
