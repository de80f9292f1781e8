//===- ThreadGuards.cpp - min/max that an order guard decides -------------===//
//
// ThreadValues' rule for `min`/`max`: under a guard `a < b` (or `a <= b`)
// on every path, `a.min(b)` is `a` and `a.max(b)` is `b` (`Ord::min`
// returns its first operand on ties). So `if i < n { y[i.min(n)] }` and
// `(&i).min(&n)` index with `i` itself. The guard must lie after the last
// assignment of both operands on every path (a loop that reassigns `a`
// after the test is not guarded).
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValues.h"

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

bool ThreadValues::guardedLe(unsigned a, unsigned b,
                             const ir::Inst *at) const {
  if (a >= defs.size() || b >= defs.size() || changedInPlace.count(a) ||
      changedInPlace.count(b))
    return false;
  std::optional<unsigned> atBlock = blockOf(at);
  if (!atBlock)
    return false;
  auto isLocal = [](const ir::Value &v, unsigned l) {
    return v.kind != ir::Value::Const && v.place.isLocal() && v.place.local == l;
  };
  // The edges on which the condition is known true.
  std::set<std::pair<unsigned, unsigned>> guard;
  for (const ir::Block &blk : f.blocks) {
    const ir::Terminator &t = blk.term;
    if (t.cond.kind == ir::Value::Const || !t.cond.place.isLocal() ||
        t.cond.place.local >= defs.size() ||
        defs[t.cond.place.local].size() != 1)
      continue;
    const ir::Inst &c = *defs[t.cond.place.local][0];
    if (c.args.size() != 2)
      continue;
    bool le = ((c.op == Opcode::Lt || c.op == Opcode::Le) &&
               isLocal(c.args[0], a) && isLocal(c.args[1], b)) ||
              ((c.op == Opcode::Gt || c.op == Opcode::Ge) &&
               isLocal(c.args[0], b) && isLocal(c.args[1], a));
    if (!le)
      continue;
    if (t.kind == ir::Terminator::Switch && t.cases.size() == 1 &&
        t.cases[0].first == 0)
      guard.insert({blk.id, t.target}); // otherwise: the condition is true
    else if (t.kind == ir::Terminator::Assert && t.expected)
      guard.insert({blk.id, t.target});
  }
  if (guard.empty() || f.blocks.empty())
    return false;
  // Where control can be with `a` or `b` fresh and no guard taken since:
  // the entry and the points right after each assignment.
  std::vector<unsigned> work{f.blocks[0].id};
  std::set<unsigned> seen{f.blocks[0].id};
  for (unsigned l : {a, b})
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

std::optional<ir::Value> ThreadValues::decidedMinMax(const ir::Inst &in) const {
  bool isMin = in.op == Opcode::IntMin ||
               (in.op == Opcode::Intrinsic && in.call == ir::Call::CoreOrdMinRef);
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
  // change while it is borrowed; `*m` of `m = (&a).min(&b)` that a guard
  // decides: what the chosen reference points to.
  if (p.projs.size() != 1 || p.projs[0].kind != ir::Projection::Deref ||
      p.local >= defs.size() || defs[p.local].size() != 1 ||
      changedInPlace.count(p.local))
    return std::nullopt;
  const ir::Inst &d = *defs[p.local][0];
  if ((d.op == Opcode::Ref || d.op == Opcode::AddrOf) && d.src.isLocal() &&
      d.src.local < vals.size())
    return vals[d.src.local];
  if (d.op == Opcode::Intrinsic && d.call == ir::Call::CoreOrdMinRef)
    if (std::optional<ir::Value> c = decidedMinMax(d);
        c && c->kind != ir::Value::Const && c->place.isLocal()) {
      ir::Place q = c->place;
      q.projs = p.projs;
      return readPlace(q);
    }
  return std::nullopt;
}
