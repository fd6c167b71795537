/**
 * The simulation behind the sliding-window explorable (components/explorables/sliding-window.client.tsx):
 * a sender and a receiver exchanging numbered packets over a link that loses at most one chosen packet or
 * acknowledgment, under Go-Back-N or Selective Repeat, recorded tick by tick.
 *
 * Time is in ticks. The sender puts at most one packet on the link per tick; every packet and every ACK
 * takes `delay` ticks to cross, so the round trip is 2·delay. Sequence numbers run 0 … n − 1 and are not
 * reused, so the wrap-around limit on the window does not arise here.
 */

export type Protocol = 'go-back-n' | 'selective-repeat'

/** Which message the link drops: nothing, the first transmission of packet `seq`, or the first ACK numbered `seq`. */
export type Loss = { kind: 'none' } | { kind: 'packet' | 'ack'; seq: number }

export interface Options {
  protocol: Protocol
  /** The sender's window: at most this many packets sent and not yet acknowledged. */
  window: number
  loss: Loss
  /** Number of packets to deliver. */
  n?: number
  /** One-way delay in ticks. */
  delay?: number
  /** Retransmission timeout in ticks (longer than the round trip 2·delay). */
  timeout?: number
}

/** One message on the link. For Go-Back-N, ACK k is cumulative (all packets up to k arrived in order). */
export interface Message {
  kind: 'packet' | 'ack'
  seq: number
  sent: number
  /** The tick it reaches the other side (had it not been lost). */
  arrives: number
  lost: boolean
  /** A packet sent before (a retransmission), or an ACK repeating one sent before. */
  repeat: boolean
}

/** The state at the end of one tick. */
export interface Step {
  tick: number
  /** Oldest unacknowledged packet (n when all are acknowledged). */
  base: number
  /** Next new packet the sender would send. */
  next: number
  /** Packets the sender knows are acknowledged. */
  acked: boolean[]
  /** Packets the receiver has passed up to the application, in order. */
  delivered: number[]
  /** Packets the receiver holds out of order (Selective Repeat only). */
  buffered: boolean[]
  /** What happened during this tick, in words. */
  events: string[]
}

export interface Run {
  messages: Message[]
  steps: Step[]
  /** Packets sent, counting retransmissions. */
  transmissions: number
}

/** Simulates the exchange until every packet is acknowledged (at most 500 ticks). */
export function simulate({ protocol, window: w, loss, n = 8, delay = 2, timeout = 6 }: Options): Run {
  const gbn = protocol === 'go-back-n'
  const messages: Message[] = []
  const steps: Step[] = []
  const acked = Array<boolean>(n).fill(false)
  const buffered = Array<boolean>(n).fill(false)
  const everSent = Array<boolean>(n).fill(false)
  const ackSent = new Set<number>()
  const delivered: number[] = []
  const timer = Array<number>(n).fill(Infinity) // SR: per-packet deadline; GBN uses timer[0] as its one timer
  let lostDone = false
  let base = 0
  let next = 0
  let expected = 0 // the receiver's next in-order packet
  const resend: number[] = [] // SR: timed-out packets waiting for the link

  const put = (kind: Message['kind'], seq: number, t: number, repeat: boolean) => {
    const lost = !lostDone && loss.kind === kind && loss.seq === seq
    if (lost) lostDone = true
    messages.push({ kind, seq, sent: t, arrives: t + delay, lost, repeat })
    return lost
  }

  for (let t = 0; base < n && t <= 500; t++) {
    const events: string[] = []
    // 1. The receiver handles the packets arriving now and answers each with an ACK.
    for (const m of messages.filter((m) => m.kind === 'packet' && !m.lost && m.arrives === t)) {
      let ack: number | null
      if (gbn) {
        if (m.seq === expected) {
          delivered.push(expected++)
          events.push(`Receiver gets packet ${m.seq} in order and delivers it.`)
        } else events.push(`Receiver discards packet ${m.seq}: it expects ${expected}.`)
        ack = expected > 0 ? expected - 1 : null
      } else {
        if (m.seq < expected || buffered[m.seq]) events.push(`Receiver gets packet ${m.seq} again (a duplicate) and re-ACKs it.`)
        else {
          buffered[m.seq] = true
          const from = expected
          while (expected < n && buffered[expected]) {
            buffered[expected] = false
            delivered.push(expected++)
          }
          events.push(expected > from ? `Receiver gets packet ${m.seq} and delivers ${from === expected - 1 ? from : `${from}–${expected - 1}`}.` : `Receiver buffers packet ${m.seq}: ${expected} is missing.`)
        }
        ack = m.seq
      }
      if (ack !== null) {
        const lost = put('ack', ack, t, ackSent.has(ack))
        ackSent.add(ack)
        events.push(`It sends ACK ${ack}${gbn ? ` (all up to ${ack})` : ''}${lost ? ', which is lost.' : '.'}`)
      }
    }
    // 2. The sender handles the ACKs arriving now.
    for (const m of messages.filter((m) => m.kind === 'ack' && !m.lost && m.arrives === t)) {
      const old = base
      for (let k = gbn ? 0 : m.seq; k <= m.seq; k++) acked[k] = true
      if (!gbn) timer[m.seq] = Infinity
      while (base < n && acked[base]) base++
      if (gbn) next = Math.max(next, base)
      if (gbn && base > old) timer[0] = base < next ? t + timeout : Infinity // restart when new data is acknowledged, stop when none is out
      events.push(base > old ? `Sender gets ACK ${m.seq}; the window slides to start at ${base}.` : `Sender gets ACK ${m.seq}; the window stays at ${base}.`)
    }
    // 3. Timeouts.
    if (gbn && timer[0]! <= t) {
      events.push(`Timeout: the sender goes back to packet ${base} and will resend ${base}–${next - 1}.`)
      next = base
      timer[0] = Infinity
    }
    if (!gbn)
      for (let k = base; k < next; k++)
        if (!acked[k] && timer[k]! <= t) {
          events.push(`Timeout for packet ${k}: it will be resent.`)
          timer[k] = Infinity
          resend.push(k)
        }
    // 4. The sender puts at most one packet on the link.
    let seq: number | null = null
    if (!gbn && resend.length) seq = resend.shift()!
    else if (next < n && next < base + w) seq = next++
    if (seq !== null) {
      const repeat = everSent[seq]!
      everSent[seq] = true
      const lost = put('packet', seq, t, repeat)
      if (gbn ? timer[0] === Infinity : true) timer[gbn ? 0 : seq] = t + timeout
      events.push(`Sender ${repeat ? 're' : ''}sends packet ${seq}${lost ? ', which is lost.' : '.'}`)
    }
    if (!events.length) events.push(next < n ? `The window ${base}–${base + w - 1} is full: the sender waits.` : 'The sender waits for ACKs.')
    if (base >= n) events.push(`All ${n} packets are acknowledged.`)
    steps.push({ tick: t, base, next, acked: [...acked], delivered: [...delivered], buffered: [...buffered], events: events.filter(Boolean) })
  }
  return { messages, steps, transmissions: messages.filter((m) => m.kind === 'packet').length }
}
