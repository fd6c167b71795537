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
  /** What happened during this tick, to be put in words. */
  events: TickEvent[]
}

/**
 * Something that happened during a tick: the key of its message (the explorable's
 * `slidingWindow.events.<key>`) and the message's arguments; yes/no flags choose a wording.
 */
export type TickEvent =
  | { key: 'inOrder' | 'duplicate' | 'timeout'; values: { seq: number } }
  | { key: 'discards'; values: { seq: number; expected: number } }
  | { key: 'delivers'; values: { seq: number; range: string } }
  | { key: 'buffers'; values: { seq: number; missing: number } }
  | { key: 'ack'; values: { ack: number; cumulative: YesNo; lost: YesNo } }
  | { key: 'slides' | 'stays'; values: { seq: number; base: number } }
  | { key: 'goBack'; values: { base: number; last: number } }
  | { key: 'sends'; values: { seq: number; repeat: YesNo; lost: YesNo } }
  | { key: 'full'; values: { from: number; to: number } }
  | { key: 'waits'; values: Record<string, never> }
  | { key: 'allAcked'; values: { n: number } }
type YesNo = 'yes' | 'no'
const yes = (flag: boolean): YesNo => (flag ? 'yes' : 'no')

export interface Run {
  messages: Message[]
  steps: Step[]
  /** Packets sent, counting retransmissions. */
  transmissions: number
}

/** The state of an exchange between ticks: the sender's, the receiver's and the link's. */
interface Exchange {
  gbn: boolean
  n: number
  delay: number
  timeout: number
  loss: Loss
  messages: Message[]
  acked: boolean[]
  buffered: boolean[]
  everSent: boolean[]
  ackSent: Set<number>
  delivered: number[]
  /** SR: per-packet deadline; GBN uses timer[0] as its one timer. */
  timer: number[]
  lostDone: boolean
  base: number
  next: number
  /** The receiver's next in-order packet. */
  expected: number
  /** SR: timed-out packets waiting for the link. */
  resend: number[]
}

/** Puts a message on the link at tick t; says whether the link loses it. */
function put(x: Exchange, kind: Message['kind'], seq: number, t: number, repeat: boolean) {
  const lost = !x.lostDone && x.loss.kind === kind && x.loss.seq === seq
  if (lost) x.lostDone = true
  x.messages.push({ kind, seq, sent: t, arrives: t + x.delay, lost, repeat })
  return lost
}

/** 1. The receiver handles the packets arriving at tick t and answers each with an ACK. */
function receive(x: Exchange, t: number, events: TickEvent[]) {
  const { gbn, n, buffered, delivered, ackSent } = x
  for (const m of x.messages.filter((m) => m.kind === 'packet' && !m.lost && m.arrives === t)) {
    let ack: number | null
    if (gbn) {
      if (m.seq === x.expected) {
        delivered.push(x.expected++)
        events.push({ key: 'inOrder', values: { seq: m.seq } })
      } else events.push({ key: 'discards', values: { seq: m.seq, expected: x.expected } })
      ack = x.expected > 0 ? x.expected - 1 : null
    } else {
      if (m.seq < x.expected || buffered[m.seq]) events.push({ key: 'duplicate', values: { seq: m.seq } })
      else {
        buffered[m.seq] = true
        const from = x.expected
        while (x.expected < n && buffered[x.expected]) {
          buffered[x.expected] = false
          delivered.push(x.expected++)
        }
        events.push(
          x.expected > from
            ? { key: 'delivers', values: { seq: m.seq, range: from === x.expected - 1 ? String(from) : `${from}–${x.expected - 1}` } }
            : { key: 'buffers', values: { seq: m.seq, missing: x.expected } },
        )
      }
      ack = m.seq
    }
    if (ack !== null) {
      const lost = put(x, 'ack', ack, t, ackSent.has(ack))
      ackSent.add(ack)
      events.push({ key: 'ack', values: { ack, cumulative: yes(gbn), lost: yes(lost) } })
    }
  }
}

/** 2. The sender handles the ACKs arriving at tick t. */
function takeAcks(x: Exchange, t: number, events: TickEvent[]) {
  const { gbn, n, acked, timer } = x
  for (const m of x.messages.filter((m) => m.kind === 'ack' && !m.lost && m.arrives === t)) {
    const old = x.base
    for (let k = gbn ? 0 : m.seq; k <= m.seq; k++) acked[k] = true
    if (!gbn) timer[m.seq] = Infinity
    while (x.base < n && acked[x.base]) x.base++
    if (gbn) x.next = Math.max(x.next, x.base)
    if (gbn && x.base > old) timer[0] = x.base < x.next ? t + x.timeout : Infinity // restart when new data is acknowledged, stop when none is out
    events.push({ key: x.base > old ? 'slides' : 'stays', values: { seq: m.seq, base: x.base } })
  }
}

/** 3. Timeouts at tick t. */
function timeouts(x: Exchange, t: number, events: TickEvent[]) {
  const { gbn, acked, timer } = x
  if (gbn && timer[0]! <= t) {
    events.push({ key: 'goBack', values: { base: x.base, last: x.next - 1 } })
    x.next = x.base
    timer[0] = Infinity
  }
  if (!gbn)
    for (let k = x.base; k < x.next; k++)
      if (!acked[k] && timer[k]! <= t) {
        events.push({ key: 'timeout', values: { seq: k } })
        timer[k] = Infinity
        x.resend.push(k)
      }
}

/** 4. The sender puts at most one packet on the link at tick t, within a window of w. */
function send(x: Exchange, w: number, t: number, events: TickEvent[]) {
  const { gbn, n, timer, everSent } = x
  let seq: number | null = null
  if (!gbn && x.resend.length) seq = x.resend.shift()!
  else if (x.next < n && x.next < x.base + w) seq = x.next++
  if (seq !== null) {
    const repeat = everSent[seq]!
    everSent[seq] = true
    const lost = put(x, 'packet', seq, t, repeat)
    if (gbn ? timer[0] === Infinity : true) timer[gbn ? 0 : seq] = t + x.timeout
    events.push({ key: 'sends', values: { seq, repeat: yes(repeat), lost: yes(lost) } })
  }
}

/** Simulates the exchange until every packet is acknowledged (at most 500 ticks). */
export function simulate({ protocol, window: w, loss, n = 8, delay = 2, timeout = 6 }: Options): Run {
  const x: Exchange = {
    gbn: protocol === 'go-back-n',
    n,
    delay,
    timeout,
    loss,
    messages: [],
    acked: Array<boolean>(n).fill(false),
    buffered: Array<boolean>(n).fill(false),
    everSent: Array<boolean>(n).fill(false),
    ackSent: new Set<number>(),
    delivered: [],
    timer: Array<number>(n).fill(Infinity),
    lostDone: false,
    base: 0,
    next: 0,
    expected: 0,
    resend: [],
  }
  const steps: Step[] = []
  for (let t = 0; x.base < n && t <= 500; t++) {
    const events: TickEvent[] = []
    receive(x, t, events)
    takeAcks(x, t, events)
    timeouts(x, t, events)
    send(x, w, t, events)
    const { base, next } = x
    if (!events.length) events.push(next < n ? { key: 'full', values: { from: base, to: base + w - 1 } } : { key: 'waits', values: {} })
    if (base >= n) events.push({ key: 'allAcked', values: { n } })
    steps.push({ tick: t, base, next, acked: [...x.acked], delivered: [...x.delivered], buffered: [...x.buffered], events: events.filter(Boolean) })
  }
  return { messages: x.messages, steps, transmissions: x.messages.filter((m) => m.kind === 'packet').length }
}
