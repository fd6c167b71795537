import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { simulate, type Loss, type Protocol, type TickEvent } from '@/lib/explorables/sliding-window'
import { english } from './english'

const protocols: Protocol[] = ['go-back-n', 'selective-repeat']
const n = 8
const losses: Loss[] = [{ kind: 'none' }, ...[0, 1, 2, 3, 4, 5, 6, 7].flatMap((seq) => [{ kind: 'packet', seq } as Loss, { kind: 'ack', seq } as Loss])]
const count = (protocol: Protocol, window: number, loss: Loss) => simulate({ protocol, window, loss }).transmissions

describe('sliding-window protocols over a link that loses one message', () => {
  it('say what happens at each tick, in the words the explorable shows', () => {
    const say = (e: TickEvent) => english(`slidingWindow.events.${e.key}`, e.values)
    const gbn = simulate({ protocol: 'go-back-n', window: 4, loss: { kind: 'packet', seq: 2 } }).steps.map((s) => s.events.map(say))
    expect(gbn[0]).toEqual(['Sender sends packet 0.'])
    expect(gbn[2]).toContain('Sender sends packet 2, which is lost.')
    expect(gbn.flat()).toContain('Receiver discards packet 3: it expects 2.')
    expect(gbn.flat()).toContain('It sends ACK 1 (all up to 1).')
    expect(gbn.flat().some((e) => /^Sender resends packet 2\.$/.test(e))).toBe(true)
    expect(gbn.at(-1)!.at(-1)).toBe('All 8 packets are acknowledged.')
    const sr = simulate({ protocol: 'selective-repeat', window: 4, loss: { kind: 'ack', seq: 1 } }).steps.flatMap((s) => s.events.map(say))
    expect(sr).toContain('It sends ACK 1, which is lost.')
    expect(sr).toContain('Timeout for packet 1: it will be resent.')
  })

  it('deliver every packet in order exactly once, whatever is lost, and finish', () => {
    for (const protocol of protocols)
      for (let window = 1; window <= 6; window++)
        for (const loss of losses) {
          const { steps } = simulate({ protocol, window, loss })
          for (const s of steps) expect(s.delivered).toEqual([...Array(s.delivered.length).keys()]) // always a prefix 0, 1, 2, …
          const last = steps.at(-1)!
          expect(last.delivered).toEqual([...Array(n).keys()])
          expect(last.base).toBe(n)
          expect(last.acked.every(Boolean)).toBe(true)
        }
  })

  it('never has more than the window outstanding, and the sender only learns of packets the receiver has', () => {
    for (const protocol of protocols)
      for (let window = 1; window <= 6; window++)
        for (const loss of losses)
          for (const s of simulate({ protocol, window, loss }).steps) {
            expect(s.next - s.base).toBeLessThanOrEqual(window)
            s.acked.forEach((a, k) => a && expect(s.delivered.includes(k) || s.buffered[k]).toBe(true))
            if (protocol === 'go-back-n') expect(s.buffered.some(Boolean)).toBe(false) // Go-Back-N keeps nothing out of order
          }
  })

  it('sends each packet once when nothing is lost, and is window-limited: one window per round trip of 4 ticks', () => {
    for (const protocol of protocols) {
      const run = simulate({ protocol, window: 4, loss: { kind: 'none' } })
      expect(run.transmissions).toBe(n)
      expect(run.messages.filter((m) => m.kind === 'ack')).toHaveLength(n)
      expect(run.steps.at(-1)!.tick).toBe(7 + 4) // the last packet leaves at tick 7, its ACK is back a round trip later
      // stop-and-wait: packet k leaves at 4k, so the last ACK returns at 4·7 + 4
      expect(simulate({ protocol, window: 1, loss: { kind: 'none' } }).steps.at(-1)!.tick).toBe(32)
    }
  })

  it('matches hand counts of transmissions after one loss', () => {
    // Go-Back-N, window 4, packet 2 lost: by the timeout 3, 4, 5 have also been sent, and 2–5 are all resent.
    expect(count('go-back-n', 4, { kind: 'packet', seq: 2 })).toBe(8 + 4)
    // Selective Repeat resends only packet 2.
    expect(count('selective-repeat', 4, { kind: 'packet', seq: 2 })).toBe(8 + 1)
    // Go-Back-N, window 6, packet 0 lost: 0–5 go out before the timeout and all six are resent.
    expect(count('go-back-n', 6, { kind: 'packet', seq: 0 })).toBe(8 + 6)
    // A lost ACK: Go-Back-N's cumulative ACK 3 covers the lost ACK 2; Selective Repeat must resend 2.
    expect(count('go-back-n', 4, { kind: 'ack', seq: 2 })).toBe(8)
    expect(count('selective-repeat', 4, { kind: 'ack', seq: 2 })).toBe(8 + 1)
    // The last ACK has no later ACK to cover it: both resend packet 7.
    for (const protocol of protocols) expect(count(protocol, 4, { kind: 'ack', seq: 7 })).toBe(8 + 1)
    // With a window of 1 (stop-and-wait) the two protocols coincide: one resend per loss.
    for (const protocol of protocols) expect(count(protocol, 1, { kind: 'packet', seq: 2 })).toBe(8 + 1)
  })

  it('re-acknowledges a duplicate so that a lost ACK cannot stall the sender', () => {
    const run = simulate({ protocol: 'selective-repeat', window: 4, loss: { kind: 'ack', seq: 7 } })
    const acks7 = run.messages.filter((m) => m.kind === 'ack' && m.seq === 7)
    expect(acks7.map((m) => [m.lost, m.repeat])).toEqual([
      [true, false],
      [false, true],
    ])
  })

  it('is the run that the static fallback in computer-networks.mdx draws', () => {
    const mdx = readFileSync('content/computer-science/computer-networks.mdx', 'utf8')
    const drawn = JSON.parse(/const msgs = (\[[\s\S]*?\]\])\n/.exec(mdx)![1]!.replace(/\s+/g, '')) as (string | number)[][]
    const run = simulate({ protocol: 'go-back-n', window: 4, loss: { kind: 'packet', seq: 2 } })
    const key = (m: (string | number)[]) => `${m[0]}${m[1]}@${m[2]}${m[3] ? ' lost' : ''}${m[4] ? ' again' : ''}`
    const packetsAndAcks = run.messages.map((m) => [m.kind === 'packet' ? 'P' : 'A', m.seq, m.sent, m.lost ? 1 : 0, m.kind === 'packet' && m.repeat ? 1 : 0])
    expect(drawn.map(key).sort()).toEqual(packetsAndAcks.map(key).sort())
  })
})
