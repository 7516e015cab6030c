// 210: the exact solver behind Swiss pairing. Maximum-weight perfect matching in a general graph
// (Edmonds' blossom algorithm with dual variables, in Van Rantwijk's formulation), O(V^3).
// Integer weights keep every dual value exact (halves at worst).

/** Edges as parallel arrays: edge k joins from[k] and to[k] with integer weight weight[k]. */
export interface WeightedGraph {
  vertexCount: number;
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  weight: ArrayLike<number>;
}

/**
 * A perfect matching of greatest total weight; the graph must have a perfect matching (otherwise
 * the result is a maximum-cardinality matching of no guaranteed weight). Returns mate[v].
 * Starts from a greedy matching on the edges that are heaviest at both ends, taken in vertex
 * order, so callers that shuffle the vertices get a random choice among equal-weight optima.
 */
export function maxWeightPerfectMatching(graph: WeightedGraph): Int32Array {
  return new Blossom(graph).solve();
}

/** Wraps a possibly negative index the way the algorithm's cyclic child lists need. */
const at = <T>(list: T[], i: number): T => list[((i % list.length) + list.length) % list.length]!;

/**
 * The way round a blossom from its child at index `i` back to the base that keeps the path of even length:
 * forward from i − length for an odd index, backward from i for an even one; `endptrick` picks the endpoint
 * of each edge on that way.
 */
const evenWayFrom = (i: number, length: number) =>
  i & 1 ? { j: i - length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };

class Blossom {
  private readonly n: number;
  private readonly endpoint: Int32Array;
  /** Remote endpoints of the edges at vertex v: neighbend[neighbendStart[v] .. neighbendStart[v + 1]). */
  private readonly neighbend: Int32Array;
  private readonly neighbendStart: Int32Array;
  private readonly weight: ArrayLike<number>;
  private readonly mate: Int32Array;
  private readonly label: Int32Array;
  private readonly labelend: Int32Array;
  private readonly inblossom: Int32Array;
  private readonly blossomparent: Int32Array;
  private readonly blossomchilds: (number[] | null)[];
  private readonly blossombase: Int32Array;
  private readonly blossomendps: (number[] | null)[];
  private readonly bestedge: Int32Array;
  private readonly blossombestedges: (number[] | null)[];
  private readonly unusedblossoms: number[];
  private readonly dualvar: Float64Array;
  private readonly allowedge: Uint8Array;
  private queue: number[] = [];

  constructor(graph: WeightedGraph) {
    const n = graph.vertexCount;
    const m = graph.weight.length;
    this.n = n;
    this.weight = graph.weight;
    this.endpoint = new Int32Array(2 * m);
    const start = new Int32Array(n + 1);
    for (let k = 0; k < m; k++) {
      this.endpoint[2 * k] = graph.from[k]!;
      this.endpoint[2 * k + 1] = graph.to[k]!;
      start[graph.from[k]! + 1]!++;
      start[graph.to[k]! + 1]!++;
    }
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    this.neighbend = new Int32Array(2 * m);
    for (let k = 0; k < m; k++) {
      this.neighbend[fill[graph.from[k]!]!++] = 2 * k + 1;
      this.neighbend[fill[graph.to[k]!]!++] = 2 * k;
    }
    this.neighbendStart = start;
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelend = new Int32Array(2 * n).fill(-1);
    this.inblossom = Int32Array.from({ length: n }, (_, i) => i);
    this.blossomparent = new Int32Array(2 * n).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossombase = Int32Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
    this.blossomendps = new Array<number[] | null>(2 * n).fill(null);
    this.bestedge = new Int32Array(2 * n).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * n).fill(null);
    this.unusedblossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dualvar = new Float64Array(2 * n);
    this.allowedge = new Uint8Array(m);
    this.warmStart();
  }

  /**
   * Vertex duals start at each vertex's heaviest edge (feasible for the perfect-matching dual,
   * whose vertex duals may take any sign); edges tight at both ends are matched greedily.
   */
  private warmStart(): void {
    const { n, endpoint, dualvar, mate } = this;
    dualvar.fill(-Infinity, 0, n);
    for (let k = 0; k < this.weight.length; k++) {
      const w = this.weight[k]!;
      const i = endpoint[2 * k]!;
      const j = endpoint[2 * k + 1]!;
      if (w > dualvar[i]!) dualvar[i] = w;
      if (w > dualvar[j]!) dualvar[j] = w;
    }
    for (let v = 0; v < n; v++) {
      if (dualvar[v] === -Infinity) dualvar[v] = 0;
      if (mate[v] !== -1) continue;
      for (let q = this.neighbendStart[v]!; q < this.neighbendStart[v + 1]!; q++) {
        const p = this.neighbend[q]!;
        const w = endpoint[p]!;
        if (mate[w] === -1 && this.slack(p >> 1) === 0) {
          mate[v] = p;
          mate[w] = p ^ 1;
          break;
        }
      }
    }
  }

  solve(): Int32Array {
    const { n } = this;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestedge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossombestedges[b] = null;
      this.allowedge.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
      }
      if (!this.runStage()) break;
      for (let b = n; b < 2 * n; b++) {
        if (this.blossomparent[b] === -1 && this.blossombase[b]! >= 0 && this.label[b] === 1 && this.dualvar[b] === 0) {
          this.expandBlossom(b, true);
        }
      }
    }
    const result = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) if (this.mate[v]! >= 0) result[v] = this.endpoint[this.mate[v]!]!;
    return result;
  }

  private slack(k: number): number {
    return this.dualvar[this.endpoint[2 * k]!]! + this.dualvar[this.endpoint[2 * k + 1]!]! - 2 * this.weight[k]!;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) {
      this.leaves(b, this.queue);
    } else {
      const base = this.blossombase[b]!;
      const mb = this.mate[base]!;
      this.assignLabel(this.endpoint[mb]!, 1, mb ^ 1);
    }
  }

  /** Traces back from v and w; returns the base of a new blossom, or -1 for an augmenting path. */
  private scanBlossom(vStart: number, wStart: number): number {
    const path: number[] = [];
    let base = -1;
    let v = vStart;
    let w = wStart;
    while (v !== -1 || w !== -1) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === -1) {
        v = -1;
      } else {
        v = this.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.endpoint[this.labelend[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    const { n, inblossom, labelend, endpoint } = this;
    let v = endpoint[2 * k]!;
    let w = endpoint[2 * k + 1]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    labelend[b] = labelend[bb]!;
    this.dualvar[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[inblossom[leaf]!] === 2) this.queue.push(leaf);
      inblossom[leaf] = b;
    }
    const bestedgeto = new Int32Array(2 * n).fill(-1);
    const consider = (edge: number): void => {
      let j = endpoint[2 * edge + 1]!;
      if (inblossom[j] === b) j = endpoint[2 * edge]!;
      const bj = inblossom[j]!;
      if (
        bj !== b &&
        this.label[bj] === 1 &&
        (bestedgeto[bj] === -1 || this.slack(edge) < this.slack(bestedgeto[bj]!))
      ) {
        bestedgeto[bj] = edge;
      }
    };
    for (const child of path) {
      const known = this.blossombestedges[child];
      if (known) for (const edge of known) consider(edge);
      else
        for (const leaf of this.leaves(child))
          for (let q = this.neighbendStart[leaf]!; q < this.neighbendStart[leaf + 1]!; q++)
            consider(this.neighbend[q]! >> 1);
      this.blossombestedges[child] = null;
      this.bestedge[child] = -1;
    }
    const best: number[] = [];
    let bestEdge = -1;
    for (const edge of bestedgeto) {
      if (edge === -1) continue;
      best.push(edge);
      if (bestEdge === -1 || this.slack(edge) < this.slack(bestEdge)) bestEdge = edge;
    }
    this.blossombestedges[b] = best;
    this.bestedge[b] = bestEdge;
  }

  private expandBlossom(b: number, endstage: boolean): void {
    const { n, inblossom, endpoint, label, labelend } = this;
    const childs = this.blossomchilds[b]!;
    for (const s of childs) {
      this.blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && this.dualvar[s] === 0) this.expandBlossom(s, endstage);
      else for (const leaf of this.leaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = this.blossomendps[b]!;
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      const way = evenWayFrom(childs.indexOf(entrychild), childs.length);
      const { jstep, endptrick } = way;
      let { j } = way;
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        this.assignLabel(endpoint[p ^ 1]!, 2, p);
        this.allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        this.allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        const labelled = this.leaves(bv).find((leaf) => label[leaf] !== 0);
        if (labelled !== undefined) {
          label[labelled] = 0;
          label[endpoint[this.mate[this.blossombase[bv]!]!]!] = 0;
          this.assignLabel(labelled, 2, labelend[labelled]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const i = childs.indexOf(t);
    const way = evenWayFrom(i, childs.length);
    const { jstep, endptrick } = way;
    let { j } = way;
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= this.n) this.augmentBlossom(t, this.endpoint[p ^ 1]!);
      this.mate[this.endpoint[p]!] = p ^ 1;
      this.mate[this.endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    this.blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    this.blossombase[b] = this.blossombase[this.blossomchilds[b][0]!]!;
  }

  private augmentMatching(k: number): void {
    const { n, inblossom, endpoint, labelend } = this;
    const starts: [number, number][] = [
      [endpoint[2 * k]!, 2 * k + 1],
      [endpoint[2 * k + 1]!, 2 * k],
    ];
    for (const start of starts) {
      let [s, p] = start;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= n) this.augmentBlossom(bt, j);
        this.mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  }

  /** Grows alternating trees until an augmentation; false when no augmenting path is left. */
  private runStage(): boolean {
    for (;;) {
      if (this.scanQueue()) return true;
      const step = this.dualStep();
      if (step === 'done') return false;
    }
  }

  private scanQueue(): boolean {
    const { inblossom, endpoint, label, allowedge } = this;
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (let q = this.neighbendStart[v]!; q < this.neighbendStart[v + 1]!; q++) {
        const p = this.neighbend[q]!;
        const k = p >> 1;
        const w = endpoint[p]!;
        if (inblossom[v] === inblossom[w]) continue;
        let kslack = 0;
        if (!allowedge[k]) {
          kslack = this.slack(k);
          if (kslack <= 0) allowedge[k] = 1;
        }
        if (allowedge[k]) {
          if (label[inblossom[w]!] === 0) {
            this.assignLabel(w, 2, p ^ 1);
          } else if (label[inblossom[w]!] === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) this.addBlossom(base, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (label[w] === 0) {
            label[w] = 2;
            this.labelend[w] = p ^ 1;
          }
        } else if (label[inblossom[w]!] === 1) {
          const b = inblossom[v]!;
          if (this.bestedge[b] === -1 || kslack < this.slack(this.bestedge[b]!)) this.bestedge[b] = k;
        } else if (label[w] === 0) {
          if (this.bestedge[w] === -1 || kslack < this.slack(this.bestedge[w]!)) this.bestedge[w] = k;
        }
      }
    }
    return false;
  }

  /** Adjusts the duals by the largest safe delta; 'done' when the matching is maximum. */
  private dualStep(): 'done' | 'continue' {
    const { n, inblossom, label, dualvar, bestedge, blossomparent, blossombase } = this;
    let deltatype = -1;
    let delta = 0;
    let deltaedge = -1;
    let deltablossom = -1;
    for (let v = 0; v < n; v++) {
      if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
        const d = this.slack(bestedge[v]!);
        if (deltatype === -1 || d < delta) {
          delta = d;
          deltatype = 2;
          deltaedge = bestedge[v]!;
        }
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
        const d = this.slack(bestedge[b]!) / 2;
        if (deltatype === -1 || d < delta) {
          delta = d;
          deltatype = 3;
          deltaedge = bestedge[b]!;
        }
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        blossombase[b]! >= 0 &&
        blossomparent[b] === -1 &&
        label[b] === 2 &&
        (deltatype === -1 || dualvar[b]! < delta)
      ) {
        delta = dualvar[b]!;
        deltatype = 4;
        deltablossom = b;
      }
    }
    if (deltatype === -1) {
      deltatype = 1;
      delta = Math.max(0, Math.min(...dualvar.subarray(0, n)));
    }
    for (let v = 0; v < n; v++) {
      const l = label[inblossom[v]!];
      if (l === 1) dualvar[v]! -= delta;
      else if (l === 2) dualvar[v]! += delta;
    }
    for (let b = n; b < 2 * n; b++) {
      if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
        if (label[b] === 1) dualvar[b]! += delta;
        else if (label[b] === 2) dualvar[b]! -= delta;
      }
    }
    if (deltatype === 1) return 'done';
    if (deltatype === 2) {
      this.allowedge[deltaedge] = 1;
      let i = this.endpoint[2 * deltaedge]!;
      if (label[inblossom[i]!] === 0) i = this.endpoint[2 * deltaedge + 1]!;
      this.queue.push(i);
    } else if (deltatype === 3) {
      this.allowedge[deltaedge] = 1;
      this.queue.push(this.endpoint[2 * deltaedge]!);
    } else {
      this.expandBlossom(deltablossom, false);
    }
    return 'continue';
  }
}
