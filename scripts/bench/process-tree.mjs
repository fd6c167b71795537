/**
 * Peak resident memory of a command and everything it starts, sampled once a second from `ps` (Linux).
 * Used by the benches to report a build's peak memory beside its wall time.
 */
import { execFileSync, spawn } from 'node:child_process'

/** Resident memory of a process and all its descendants, in KB. */
export function treeRssKb(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' }).trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number))
  const inTree = new Set([pid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [p, pp] of rows) {
      if (inTree.has(pp) && !inTree.has(p)) {
        inTree.add(p)
        grew = true
      }
    }
  }
  return rows.reduce((n, [p, , rss]) => (inTree.has(p) ? n + rss : n), 0)
}

/**
 * Runs a command to completion; resolves with its wall time and peak memory, rejects on a non-zero exit.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} options
 * @param {(child: import('node:child_process').ChildProcess) => void} [attach] e.g. to filter its output
 */
export function runMeasured(command, args, options, attach) {
  const start = process.hrtime.bigint()
  const child = spawn(command, args, options)
  attach?.(child)
  let peakKb = 0
  const timer = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(child.pid))), 1000)
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer)
      const seconds = Math.round(Number(process.hrtime.bigint() - start) / 1e8) / 10
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code} after ${seconds} s`))
      else resolve({ seconds, peakRssMb: Math.round(peakKb / 1024) })
    })
  })
}
