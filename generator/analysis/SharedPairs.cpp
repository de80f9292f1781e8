//===- SharedPairs.cpp - S8: when two accesses of a phase can meet -------===//
//
// The pair rules of the shared-phase checker (SharedPhases.h): one injective
// function, the tree reduction, leader slots, ping-pong banks; and which
// accesses run side by side in one phase without a path between them.
//
//===----------------------------------------------------------------------===//
#include "analysis/SharedPhases.h"

#include <algorithm>

using namespace rsgpu;
using namespace rsgpu::analysis;
using namespace rsgpu::analysis::shared_phases;

ir::InstSet PhaseChecker::reachedBeforeBarrier(
    std::vector<std::pair<unsigned, size_t>> from, bool warp,
    const std::set<unsigned> *within) const {
  ir::InstSet reached;
  std::set<unsigned> seen;
  while (!from.empty()) {
    auto [id, at] = from.back();
    from.pop_back();
    const ir::Block *b = f.block(id);
    if (!b || (within && !within->count(id)))
      continue;
    bool stopped = false;
    for (size_t k = at; k < b->insts.size() && !stopped; ++k) {
      const ir::Inst &i = b->insts[k];
      stopped = warp ? isWarpBarrier(i) : isBarrier(i);
      if (!stopped && acc.count(&i))
        reached.insert(&i);
    }
    if (stopped)
      continue;
    for (unsigned succ : b->term.successors())
      if (seen.insert(succ).second)
        from.push_back({succ, 0});
  }
  return reached;
}

/// Per thread-dependent branch, the accesses reached from its successors
/// before any barrier; per group of barrier copies (BarrierGroups.h), the
/// accesses reached after any copy before the next barrier while still in
/// a thread-dependent region holding a copy: the threads pass the copies
/// together and go on side by side until their paths join. Past the join
/// (the loop's next level, the code after the tree) they run one path,
/// whose accesses the phase flow pairs with every access that reaches them
/// (`if t >= s { sync_threads(); continue; } ..; sync_threads();` then
/// `s[0]` after the loop: the update of a next level and the read after the
/// loop are not side by side; the loop's test is uniform).
std::vector<ir::InstSet> PhaseChecker::sideBySide(bool warp) const {
  std::vector<ir::InstSet> r;
  for (auto &[d, region] : tv.divergentRegions()) {
    (void)region;
    const ir::Block *db = f.block(d);
    if (!db)
      continue;
    std::vector<std::pair<unsigned, size_t>> from;
    for (unsigned s : db->term.successors())
      from.push_back({s, 0});
    ir::InstSet reached = reachedBeforeBarrier(from, warp);
    if (reached.size() > 1)
      r.push_back(std::move(reached));
  }
  if (groups)
    for (const std::vector<const ir::Inst *> &g : groups->groups()) {
      std::vector<std::pair<unsigned, size_t>> from;
      std::set<unsigned> inside; // the thread-dependent regions of copies
      for (const ir::Inst *m : g) {
        unsigned id = blockOf(m);
        if (const ir::Block *b = f.block(id))
          from.push_back({id, size_t(m - &b->insts.front()) + 1});
        for (auto &[d, region] : tv.divergentRegions())
          if (region.count(id))
            inside.insert(region.begin(), region.end());
      }
      ir::InstSet reached = reachedBeforeBarrier(from, warp, &inside);
      if (reached.size() > 1)
        r.push_back(std::move(reached));
    }
  return r;
}

/// The bank variables an access's bank operand equals where it runs:
/// uniform, not assigned in a phase after any shared access (one value
/// per phase), with constants small enough that `B * N + e` cannot wrap.
std::vector<unsigned>
PhaseChecker::bankRoots(const Access &c, const CopyRelations::State &s) const {
  std::vector<unsigned> r;
  for (auto &[l, consts] : s.consts) {
    if (!s.equal(c.bank->bank, l) || assignedInPhase.count(l) ||
        !tv.value(l).isBlockUniform() || consts.empty())
      continue;
    uint64_t maxB = *consts.rbegin(), n = c.bank->n;
    unsigned __int128 top = (unsigned __int128)maxB * n + (n - 1);
    if (c.bank->bits < 128 && top >> c.bank->bits)
      continue;
    r.push_back(l);
  }
  return r;
}

/// Ping-pong banks: `B1 * N + e1` and `B2 * N + e2` (e < N) with B1 != B2
/// in the phase are disjoint; with B1 == B2 they meet only where the
/// offsets do (the same injective function: each thread its own slot).
bool PhaseChecker::bankPair(const ir::Inst &x, const ir::Inst &y) {
  const Access &a = acc[&x], &b = acc[&y];
  if (!rel || !a.bank || !b.bank || a.bank->n != b.bank->n)
    return false;
  const CopyRelations::State *sx = rel->before(&x), *sy = rel->before(&y);
  if (!sx || !sy)
    return false;
  auto offsetKey = [&](const Access &c) -> std::string {
    AbsVal v = tv.valueOf(c.bank->offset);
    if (c.bank->minusD || v.kind != AbsVal::Injective || v.gridStride)
      return "";
    return std::to_string(int(v.base)) + ":" + v.fn;
  };
  std::string ka = offsetKey(a), kb = offsetKey(b);
  for (unsigned rx : bankRoots(a, *sx))
    for (unsigned ry : bankRoots(b, *sy)) {
      if (sx->differ(rx, ry) && sy->differ(rx, ry))
        return true;
      if ((rx == ry || (sx->equal(rx, ry) && sy->equal(rx, ry))) &&
          !ka.empty() && ka == kb)
        return true;
    }
  return false;
}

/// A constant slot `c` accessed only by thread 0 of the block (1-D
/// blocks: the obligation of every S8 proof without a tile) against
/// another such access (the same thread, in program order) or an access
/// at `thread_idx_x() + k`: disjoint when c < k, or when c > k and the
/// block has at most c - k threads (launch obligation).
bool PhaseChecker::leaderPair(const Access &l, const Access &o) {
  if (!l.leaderSlot)
    return false;
  if (o.leaderSlot)
    return true;
  if (!o.tidK || *l.leaderSlot == *o.tidK)
    return false;
  if (*l.leaderSlot > *o.tidK) {
    uint64_t n = *l.leaderSlot - *o.tidK;
    if (n > 1024)
      n = 1024;
    uint64_t &m = facts.obligations.tileMaxBlockX;
    m = m == 0 ? n : std::min(m, n);
    facts.obligations.oneDimBlock = true;
  }
  return true;
}

/// Pair slots (Index2D::pairSlot, analyses.md "S8 — shared-memory
/// phases" has the proofs). Xor: under one guard `p > t` (p = t ^ j) a
/// thread touches only {t, t ^ j} as the smaller member; xor by j is an
/// involution, so the pairs partition the indices and each is touched by
/// one thread. Odd/even: `c * (2t + a) - 1 == c * (2u + b) - 1` (mod 2^64)
/// means c * D == 0 with D = 2(t - u) + a - b, 0 < |D| < 2^12 unless t ==
/// u and a == b, so 2^53 divides c and the index is k * 2^53 - 1 >= 2^53 - 1
/// (k = 0: 2^64 - 1): past any array of at most 2^53 elements, whose
/// bounds check panics before the access.
bool PhaseChecker::pairSlots(const Access &a, const Access &b,
                             const std::set<unsigned> &arrays) const {
  if (!a.pair || !b.pair || a.pair->kind != b.pair->kind ||
      a.pair->root != b.pair->root)
    return false;
  if (a.pair->root && pairUnstable.count(*a.pair->root))
    return false;
  if (a.pair->kind == Index2D::PairSlot::Xor)
    return a.pair->anchor == b.pair->anchor && a.pair->upper == b.pair->upper;
  if (!a.pair->root)
    return false;
  for (unsigned arr : arrays) {
    const ir::Type *t = f.locals[arr].type;
    if (!t || t->kind != ir::Type::SharedArray || t->len > (uint64_t(1) << 53))
      return false;
  }
  return true;
}

unsigned PhaseChecker::blockOf(const ir::Inst *i) const {
  for (const ir::Block &b : f.blocks)
    if (!b.insts.empty() && i >= &b.insts.front() && i <= &b.insts.back())
      return b.id;
  return ~0u;
}

/// The arrays accesses `a` and `b` of one barrier phase may both touch.
/// Every thread starts a phase with the same bindings of the uniform
/// handles: only what each may touch from one common start binding can
/// meet (a swap of two handles after the barrier keeps them apart).
std::set<unsigned> PhaseChecker::sameArrays(const Access &a,
                                            const Access &b) const {
  // Two start bindings can be one when they agree where both bind a
  // handle (HandleFlow keeps only the handles live after the barrier).
  auto agree = [](const HandleFlow::Binding &p, const HandleFlow::Binding &q) {
    for (auto &[k, root] : p) {
      auto it = q.find(k);
      if (it != q.end() && it->second != root)
        return false;
    }
    return true;
  };
  std::set<unsigned> r;
  for (auto &[start, xs] : a.byStart)
    for (auto &[other, ys] : b.byStart) {
      if (!agree(start, other))
        continue;
      for (unsigned x : xs)
        if (ys.count(x))
          r.insert(x);
    }
  return r;
}

/// Whether accesses `x` (this thread) and `y` (another) of one phase can
/// meet at a slot where one of them writes; reports when they can.
bool PhaseChecker::compatible(const ir::Inst &x, const ir::Inst &y) {
  const Access &a = acc[&x], &b = acc[&y];
  if (!a.write && !b.write)
    return true;
  std::set<unsigned> same = sameArrays(a, b);
  if (same.empty())
    return true; // never the same array in one phase
  if (!a.key.empty() && a.key == b.key)
    return true; // one injective function: each thread its own slot
  // Tree reduction: writes at t under `t < s`, reads at t + s under the
  // same guard, `s` one value for the phase: reads land in [s, 2s), writes
  // in [0, s).
  // Both are reached only under `t < s` for the `s` the read adds (each
  // may sit under other guards too: they only narrow the threads).
  auto treePair = [&](const Access &w, const Access &r) {
    return w.write && !r.write && w.exactTid && r.plusS &&
           w.guardS.count(*r.plusS) && r.guardS.count(*r.plusS) &&
           !unstable.count(*r.plusS);
  };
  if (treePair(a, b) || treePair(b, a)) {
    tree.emplace(a.write ? &x : &y, tv.describe(a.write ? *b.plusS : *a.plusS));
    return true;
  }
  // The same with a constant C (the tree unrolled by hand, as the CUDA
  // SDK writes it: `if t < 128 { s[t] += s[t + 128] }`): writes at t under
  // `t < G` for a constant G <= C land in [0, G), reads at t + C in [C,
  // ..); `t + C` does not wrap (Index2D::tidPlusConst), so whatever guards
  // the read, the two never meet (`if t < 64 { s[t] += s[t + 128] }` too).
  auto treePairC = [&](const Access &w, const Access &r) {
    return w.write && !r.write && w.exactTid && r.plusC && *r.plusC > 0 &&
           std::any_of(w.guardC.begin(), w.guardC.end(),
                       [&](uint64_t g) { return g <= *r.plusC; });
  };
  if (treePairC(a, b) || treePairC(b, a)) {
    tree.emplace(a.write ? &x : &y,
                 std::to_string(a.write ? *b.plusC : *a.plusC));
    return true;
  }
  // Interleaved reduction: writes at t where t % (2k) == 0, reads at t + k
  // under the same guard, k one value for the phase (IndexTree.cpp).
  auto interleavedPair = [&](const Access &w, const Access &r) {
    return w.write && !r.write && w.exactTid && w.modK && r.modK == w.modK &&
           r.plusAny == w.modK && !unstable.count(*w.modK);
  };
  if (interleavedPair(a, b) || interleavedPair(b, a)) {
    interleaved.insert(a.write ? &x : &y);
    return true;
  }
  // The tree over a 2-D tile's rows: writes at `tx + ty * C` (the tile key)
  // under `ty < h`, reads at `tx + (ty + h) * C` under the same guard, h one
  // value for the phase: with tx < C (the tile's launch obligation) the
  // read rows are [h, 2h), the written ones [0, h).
  auto rowTreePair = [&](const Access &w, const Access &r) {
    return w.write && !r.write && w.tileC && r.rowPlus &&
           r.rowPlus->first == w.tileC && w.guardY.count(r.rowPlus->second) &&
           r.guardY.count(r.rowPlus->second) &&
           !unstable.count(r.rowPlus->second);
  };
  if (rowTreePair(a, b) || rowTreePair(b, a)) {
    rowTree.emplace(a.write ? &x : &y,
                    a.write ? b.rowPlus->second : a.rowPlus->second);
    return true;
  }
  if (pairSlots(a, b, same)) {
    if (a.write)
      pairProved.insert(&x);
    if (b.write)
      pairProved.insert(&y);
    return true;
  }
  if (leaderPair(a, b) || leaderPair(b, a)) {
    leaderProved.insert(a.write ? &x : &y);
    return true;
  }
  if (warpPair(x, y))
    return true;
  if (bankPair(x, y)) {
    if (a.write)
      bankProved.insert(&x);
    if (b.write)
      bankProved.insert(&y);
    return true;
  }
  std::string arrName = arrayName(*same.begin());
  const Access &w = a.write ? a : b;
  const Access &o = a.write ? b : a;
  const ir::Inst &oi = a.write ? y : x;
  bool self = &x == &y;
  if (!o.write) {
    diags.error(oi.loc, "RG0220",
                "read of `" + arrName + "[" + o.text +
                    "]` may see another thread's write of `" + arrName + "[" +
                    w.text + "]`: no barrier between them",
                {"`" + arrName +
                     "` is a shared array: every thread of the "
                     "block holds it",
                 "the read and the write can run in the same barrier phase "
                 "(no `sync_threads()` between them on some path), and `" +
                     o.text + "` of one thread can equal `" + w.text +
                     "` of another",
                 "help: call `sync_threads()` between the writes and the "
                 "reads"});
  } else {
    diags.error(
        x.loc, "RG0221",
        "write to `" + arrName + "[" + a.text + "]` may collide with " +
            (self ? std::string("the same write by another thread")
                  : "the write `" + arrName + "[" + b.text + "]`") +
            " in one barrier phase",
        {"`" + arrName +
             "` is a shared array: every thread of the block "
             "holds it",
         self ? "`" + a.text +
                    "` is not an injective function of the "
                    "thread id"
              : "`" + a.text + "` of one thread can equal `" + b.text +
                    "` of another",
         "help: write the thread's own slot (`thread_idx_x()`), or separate "
         "the writes with `sync_threads()`"});
  }
  ok = false;
  return false;
}
