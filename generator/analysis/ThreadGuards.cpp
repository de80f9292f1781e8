//===- ThreadGuards.cpp - min/max that an order guard decides -------------===//
//
// ThreadValues' rule for `min`/`max`: under a guard `a < b` (or `a <= b`)
// on every path, `a.min(b)` is `a` and `a.max(b)` is `b` (`Ord::min`
// returns its first operand on ties). So `if i < n { y[i.min(n)] }` and
// `(&i).min(&n)` index with `i` itself. The guard must lie after the last
// assignment of both operands on every path (a loop that reassigns `a`
// after the test is not guarded).
//
// The same guards bound a grid-stride step (ThreadTransfer.cpp): `i +
// stride` cannot wrap where `i < len` holds for a slice length len <=
// isize::MAX (guardedBelowLength).
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValues.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

std::optional<unsigned> ThreadValues::blockOf(const ir::Inst *in) const {
  for (const ir::Block &b : f.blocks)
    if (!b.insts.empty() && &b.insts.front() <= in && in <= &b.insts.back())
      return b.id;
  return std::nullopt;
}

namespace {
bool isLocalValue(const ir::Value &v, unsigned l) {
  return v.kind != ir::Value::Const && v.place.isLocal() && v.place.local == l;
}

/// The slice a `&[T]`, `*const [T]` (or a slice place's) type is of.
const ir::Type *sliceOf(const ir::Type *t) {
  if (t && (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr))
    t = t->elem;
  return t && t->kind == ir::Type::Slice ? t : nullptr;
}
} // namespace

std::set<std::pair<unsigned, unsigned>>
ThreadValues::leEdges(unsigned a, const std::function<bool(unsigned)> &isB,
                      bool keepB) const {
  std::set<std::pair<unsigned, unsigned>> guard;
  auto assignedAfter = [&](const ir::Block &blk, unsigned l, size_t from) {
    for (size_t i = from + 1; i < blk.insts.size(); ++i)
      if (blk.insts[i].dest && blk.insts[i].dest->local == l)
        return true;
    return false;
  };
  for (const ir::Block &blk : f.blocks) {
    const ir::Terminator &t = blk.term;
    bool sw = t.kind == ir::Terminator::Switch && t.cases.size() == 1 &&
              t.cases[0].first == 0 && t.cases[0].second != t.target;
    bool as = t.kind == ir::Terminator::Assert && t.expected;
    if ((!sw && !as) || t.cond.kind == ir::Value::Const ||
        !t.cond.place.isLocal() || changedInPlace.count(t.cond.place.local))
      continue;
    // The comparison: the condition's last assignment in this block.
    size_t ci = blk.insts.size();
    for (size_t i = 0; i < blk.insts.size(); ++i)
      if (blk.insts[i].dest && blk.insts[i].dest->local == t.cond.place.local)
        ci = i;
    if (ci == blk.insts.size())
      continue;
    const ir::Inst &c = blk.insts[ci];
    if (!c.dest->projs.empty() || c.args.size() != 2)
      continue;
    const ir::Value *lo = nullptr, *hi = nullptr;
    if (c.op == Opcode::Lt || c.op == Opcode::Le)
      lo = &c.args[0], hi = &c.args[1];
    else if (c.op == Opcode::Gt || c.op == Opcode::Ge)
      lo = &c.args[1], hi = &c.args[0];
    else
      continue;
    // `lo` reads `a` at instruction `from`: `a` itself at the comparison,
    // or a copy `x = copy a` (x's last assignment before it).
    size_t from = blk.insts.size();
    if (isLocalValue(*lo, a)) {
      from = ci;
    } else if (lo->kind != ir::Value::Const && lo->place.isLocal() &&
               !changedInPlace.count(lo->place.local)) {
      for (size_t i = 0; i < ci; ++i)
        if (blk.insts[i].dest && blk.insts[i].dest->local == lo->place.local)
          from = i;
      if (from < ci) {
        const ir::Inst &d = blk.insts[from];
        if (d.op != Opcode::Copy || !d.dest->projs.empty() ||
            d.args.size() != 1 || !isLocalValue(d.args[0], a))
          from = blk.insts.size();
      }
    }
    if (from == blk.insts.size() || assignedAfter(blk, a, from))
      continue;
    if (hi->kind == ir::Value::Const || !hi->place.isLocal() ||
        !isB(hi->place.local) ||
        (keepB && assignedAfter(blk, hi->place.local, ci)))
      continue;
    guard.insert({blk.id, t.target}); // the true edge
  }
  return guard;
}

bool ThreadValues::holdsAt(const std::set<std::pair<unsigned, unsigned>> &guard,
                           const std::set<unsigned> &locals,
                           const ir::Inst *at) const {
  std::optional<unsigned> atBlock = blockOf(at);
  if (!atBlock || guard.empty() || f.blocks.empty())
    return false;
  // Where control can be with a local fresh and no guard taken since: the
  // entry and the points right after each assignment.
  std::vector<unsigned> work{f.blocks[0].id};
  std::set<unsigned> seen{f.blocks[0].id};
  for (unsigned l : locals) {
    if (l >= defs.size() || changedInPlace.count(l))
      return false;
    for (const ir::Inst *d : defs[l]) {
      std::optional<unsigned> db = blockOf(d);
      if (!db)
        return false;
      if (*db == *atBlock && d < at)
        return false; // assigned in the block, after any guard into it
      const ir::Block *blk = f.block(*db);
      for (unsigned s : blk->term.successors())
        if (!guard.count({*db, s}) && seen.insert(s).second)
          work.push_back(s);
    }
  }
  while (!work.empty()) {
    unsigned id = work.back();
    work.pop_back();
    if (id == *atBlock)
      return false;
    const ir::Block *blk = f.block(id);
    if (!blk)
      continue;
    for (unsigned s : blk->term.successors())
      if (!guard.count({id, s}) && seen.insert(s).second)
        work.push_back(s);
  }
  return true;
}

bool ThreadValues::guardedLe(unsigned a, unsigned b, const ir::Inst *at) const {
  if (a >= defs.size() || b >= defs.size())
    return false;
  return holdsAt(leEdges(
                     a, [&](unsigned l) { return l == b; }, true),
                 {a, b}, at);
}

bool ThreadValues::lengthLocal(unsigned l, unsigned depth) const {
  if (l >= defs.size() || defs[l].empty() || changedInPlace.count(l) ||
      depth > 4)
    return false;
  for (const ir::Inst *d : defs[l]) {
    if (!d->dest || !d->dest->projs.empty())
      return false;
    if (d->op == Opcode::Copy && d->args.size() == 1 &&
        d->args[0].kind != ir::Value::Const && d->args[0].place.isLocal() &&
        lengthLocal(d->args[0].place.local, depth + 1))
      continue;
    if (d->op != Opcode::Len)
      return false;
    const ir::Type *s = nullptr;
    if (d->args.size() == 1)
      s = sliceOf(d->args[0].type); // PtrMetadata(p)
    else if (d->src.projs.size() == 1 &&
             d->src.projs[0].kind == ir::Projection::Deref &&
             d->src.local < f.locals.size())
      s = sliceOf(f.locals[d->src.local].type); // Len(*p)
    if (!s || !ir::takesBytes(s->elem))
      return false;
  }
  return true;
}

bool ThreadValues::guardedBelowLength(unsigned a, const ir::Inst *at) const {
  auto isLength = [&](unsigned l) { return lengthLocal(l); };
  for (int hop = 0; hop < 8; ++hop) {
    if (a >= defs.size())
      return false;
    // A length never changes once read (every assignment of the bound is a
    // length), so only `a` must not change after the test.
    if (holdsAt(leEdges(a, isLength, false), {a}, at))
      return true;
    // `a` assigned once as a copy of `b` (`_24 = copy _7` before a call of
    // `wrapping_add(move _24, ..)`): a is b's value where the copy runs.
    if (defs[a].size() != 1 || changedInPlace.count(a))
      return false;
    const ir::Inst &d = *defs[a][0];
    if (d.op != Opcode::Copy || d.args.size() != 1 || !d.dest ||
        !d.dest->projs.empty() || d.args[0].kind == ir::Value::Const ||
        !d.args[0].place.isLocal())
      return false;
    a = d.args[0].place.local;
    at = &d;
  }
  return false;
}

std::optional<ir::Value> ThreadValues::decidedMinMax(const ir::Inst &in) const {
  bool isMin = in.op == Opcode::IntMin || (in.op == Opcode::Intrinsic &&
                                           in.call == ir::Call::CoreOrdMinRef);
  if ((!isMin && in.op != Opcode::IntMax) || in.args.size() != 2)
    return std::nullopt;
  // The local compared: the operand itself, or for `min_ref` the local a
  // shared reference `&l` (assigned once) points to.
  auto compared = [&](const ir::Value &v) -> std::optional<unsigned> {
    if (v.kind == ir::Value::Const || !v.place.isLocal() ||
        v.place.local >= defs.size())
      return std::nullopt;
    unsigned l = v.place.local;
    if (in.op != Opcode::Intrinsic)
      return l;
    if (defs[l].size() != 1 || changedInPlace.count(l))
      return std::nullopt;
    const ir::Inst &d = *defs[l][0];
    if ((d.op != Opcode::Ref && d.op != Opcode::AddrOf) || !d.src.isLocal())
      return std::nullopt;
    return d.src.local;
  };
  std::optional<unsigned> x = compared(in.args[0]), y = compared(in.args[1]);
  if (!x || !y)
    return std::nullopt;
  // min: the smaller one; max: the larger one (ties: equal values)
  if (guardedLe(*x, *y, &in))
    return in.args[isMin ? 0 : 1];
  if (guardedLe(*y, *x, &in))
    return in.args[isMin ? 1 : 0];
  return std::nullopt;
}

std::optional<AbsVal> ThreadValues::derefOfRef(const ir::Place &p) const {
  // `*r` of `r = &l` (assigned once, a whole local): `l`, which cannot
  // change while it is borrowed (`(*r).f`: `l.f`); `*m` of `m = (&a).min(&b)`
  // that a guard decides: what the chosen reference points to.
  if (p.projs.empty() || p.projs[0].kind != ir::Projection::Deref ||
      p.local >= defs.size() || defs[p.local].size() != 1 ||
      changedInPlace.count(p.local))
    return std::nullopt;
  const ir::Inst &d = *defs[p.local][0];
  if ((d.op == Opcode::Ref || d.op == Opcode::AddrOf) && d.src.isLocal() &&
      d.src.local < vals.size()) {
    if (p.projs.size() == 1)
      return vals[d.src.local];
    // `(*r).0` of `r = &t`: `t.0`, read as if in place (fields only)
    if (d.op == Opcode::Ref && std::all_of(p.projs.begin() + 1, p.projs.end(),
                                           [](const ir::Projection &pr) {
                                             return pr.kind ==
                                                    ir::Projection::Field;
                                           })) {
      ir::Place q = d.src;
      q.projs.assign(p.projs.begin() + 1, p.projs.end());
      q.type = p.type;
      return readPlace(q);
    }
  }
  if (d.op == Opcode::Intrinsic && d.call == ir::Call::CoreOrdMinRef)
    if (std::optional<ir::Value> c = decidedMinMax(d);
        c && c->kind != ir::Value::Const && c->place.isLocal()) {
      ir::Place q = c->place;
      q.projs = p.projs;
      return readPlace(q);
    }
  return std::nullopt;
}
