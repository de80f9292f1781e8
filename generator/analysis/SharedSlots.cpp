//===- SharedSlots.cpp - Index2D: S8 pair slots (xor, odd/even) -----------===//
//
// Index2D::pairSlot: the two index shapes of shared-memory kernels in which
// a thread touches a pair of slots no other thread touches in the phase
// (SharedPairs.cpp has the pair rule, docs/generator/analyses.md the
// proofs):
//   - the bitonic compare-exchange `let p = t ^ j; if p > t { .. s[t] ..
//     s[p] .. }`: under the guard a thread touches {t, t ^ j} as the
//     pair's smaller member only;
//   - the Blelloch sweeps' `offset * (2 * t + 1) - 1` and `offset * (2 * t
//     + 2) - 1`: one injective function each, never equal to each other
//     inside the array.
// Both are matched on a straight path (unique predecessors) from where the
// uniform root (`j`, `offset`) is read to the access, so the index the
// access uses is computed from the root's value at the access.
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

#include <algorithm>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

namespace {
/// The integer width of an arithmetic result (`.0` of an overflow pair).
std::optional<unsigned> bitsOf(const ir::Inst *in) {
  const ir::Type *t = in->type;
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  if (!t || t->kind != ir::Type::Int || t->bits > 64)
    return std::nullopt;
  return t->bits;
}
} // namespace

std::optional<Index2D::PairSlot>
Index2D::pairSlot(const ir::Value &ix, const ir::Inst *access) const {
  if (std::optional<PairSlot> p = xorSlot(ix, access))
    return p;
  return oddEvenSlot(ix, access);
}

std::optional<std::pair<unsigned, const ir::Inst *>>
Index2D::readOf(const ir::Value &v, const ir::Inst *use) const {
  if (v.kind == ir::Value::Const || !v.place.isLocal())
    return std::nullopt;
  unsigned l = v.place.local;
  if (indirect.count(l) || l >= f.locals.size())
    return std::nullopt;
  auto it = defs.find(l);
  if (it != defs.end() && it->second.size() == 1) {
    const ir::Inst *d = it->second[0];
    if (d->op == Opcode::Copy && d->args.size() == 1 &&
        d->args[0].kind != ir::Value::Const && d->args[0].place.isLocal() &&
        d->args[0].place.local != l) {
      unsigned r = d->args[0].place.local;
      if (indirect.count(r))
        return std::nullopt;
      return std::make_pair(r, d);
    }
  }
  return std::make_pair(l, use);
}

bool Index2D::straightBetween(const ir::Inst *from, const ir::Inst *to,
                              std::optional<unsigned> root,
                              std::vector<const ir::Inst *> *between) const {
  std::optional<Pt> pf = at(from), pt = at(to);
  if (!pf || !pt)
    return false;
  std::optional<std::vector<unsigned>> chain =
      straightBack(pt->block, pf->block);
  if (!chain)
    return false;
  if (pf->block == pt->block && (chain->size() != 1 || pf->idx >= pt->idx))
    return false;
  std::vector<const ir::Inst *> r;
  for (size_t k = chain->size(); k-- > 0;) {
    const ir::Block *b = f.block((*chain)[k]);
    if (!b)
      return false;
    size_t lo = k + 1 == chain->size() ? pf->idx + 1 : 0;
    size_t hi = k == 0 ? pt->idx : b->insts.size();
    for (size_t i = lo; i < hi; ++i)
      r.push_back(&b->insts[i]);
  }
  for (const ir::Inst *i : r)
    if (root && i->dest && i->dest->local == *root)
      return false;
  if (between)
    *between = std::move(r);
  return true;
}

/// `t` or `p = t ^ J` under the nearest guard `p > t` (or `p < t`) on the
/// straight path back from the access, the xor in the guard's block.
std::optional<Index2D::PairSlot>
Index2D::xorSlot(const ir::Value &ix, const ir::Inst *access) const {
  std::optional<Pt> ap = at(access);
  if (!ap)
    return std::nullopt;
  auto tid = [&](const ir::Value &v, const ir::Inst * = nullptr) {
    return isTid(v);
  };
  unsigned cur = ap->block;
  for (int steps = 0; steps < 32; ++steps) {
    std::vector<unsigned> ps = cfg.predIds(cur);
    if (ps.size() != 1)
      return std::nullopt;
    const ir::Block *q = f.block(ps[0]);
    if (!q)
      return std::nullopt;
    const ir::Terminator &term = q->term;
    bool twoWay = term.kind == ir::Terminator::Switch &&
                  term.cases.size() == 1 && term.cases[0].first == 0 &&
                  term.cases[0].second != term.target;
    const ir::Inst *c =
        twoWay ? source(term.cond, Pt{q->id, q->insts.size()}) : nullptr;
    std::optional<Pt> cp = c ? at(c) : std::nullopt;
    if (!c || !cp || cp->block != q->id || c->args.size() != 2 ||
        !(c->op == Opcode::Lt || c->op == Opcode::Gt || c->op == Opcode::Le ||
          c->op == Opcode::Ge)) {
      cur = q->id;
      continue;
    }
    // Which operand is the xor `p` of the thread id and J, computed in q.
    int pAt = -1;
    const ir::Inst *x = nullptr;
    for (int i = 0; i < 2 && pAt < 0; ++i) {
      if (!tid(c->args[1 - i]))
        continue;
      const ir::Inst *d = source(c->args[i], cp);
      std::optional<Pt> dp = d ? at(d) : std::nullopt;
      if (d && d->op == Opcode::Xor && d->args.size() == 2 && dp &&
          dp->block == q->id && dp->idx < cp->idx && bitsOf(d) &&
          (tid(d->args[0]) || tid(d->args[1]))) {
        pAt = i;
        x = d;
      }
    }
    if (!x) {
      cur = q->id;
      continue;
    }
    // The edge on which `p > t`: the true edge of `p > t` / `t < p`, the
    // false edge of `p <= t` / `t >= p`; `p < t` the mirror.
    bool gtTrue =
        (c->op == Opcode::Gt && pAt == 0) || (c->op == Opcode::Lt && pAt == 1);
    bool ltTrue =
        (c->op == Opcode::Lt && pAt == 0) || (c->op == Opcode::Gt && pAt == 1);
    bool leTrue =
        (c->op == Opcode::Le && pAt == 0) || (c->op == Opcode::Ge && pAt == 1);
    bool geTrue =
        (c->op == Opcode::Ge && pAt == 0) || (c->op == Opcode::Le && pAt == 1);
    unsigned onTrue = term.target, onFalse = term.cases[0].second;
    PairSlot r;
    r.kind = PairSlot::Xor;
    r.anchor = x;
    if ((gtTrue && cur == onTrue) || (leTrue && cur == onFalse))
      r.upper = true;
    else if ((ltTrue && cur == onTrue) || (geTrue && cur == onFalse))
      r.upper = false;
    else
      return std::nullopt; // the nearest xor guard, on the wrong edge
    if (isTid(ix))
      r.slot = 0;
    else if (source(ix, ap) == x)
      r.slot = 1;
    else
      return std::nullopt;
    const ir::Value &j = tid(x->args[0]) ? x->args[1] : x->args[0];
    if (j.kind == ir::Value::Const) {
      r.read = x;
    } else {
      auto rd = readOf(j, x);
      if (!rd || !tv.value(rd->first).isBlockUniform())
        return std::nullopt;
      r.root = rd->first;
      r.read = rd->second;
    }
    if (!straightBetween(r.read, access, r.root, &r.between))
      return std::nullopt;
    // The xor must lie on the path too (this visit of q computes p).
    if (r.read != x &&
        std::find(r.between.begin(), r.between.end(), x) == r.between.end())
      return std::nullopt;
    return r;
  }
  return std::nullopt;
}

/// `c * (2 * t + a) - 1`, a in {1, 2}, all in 64 bits (any flavour), with
/// the multiplication and the subtraction on the straight path from the
/// read of `c` to the access.
std::optional<Index2D::PairSlot>
Index2D::oddEvenSlot(const ir::Value &ix, const ir::Inst *access) const {
  std::optional<Pt> ap = at(access);
  if (!ap)
    return std::nullopt;
  auto is64 = [](const ir::Inst *d) { return bitsOf(d) == 64u; };
  const ir::Inst *sub = source(ix, ap);
  if (!sub || !ir::isSubOp(sub->op) || sub->args.size() != 2 || !is64(sub) ||
      constant(sub->args[1]) != 1u)
    return std::nullopt;
  const ir::Inst *mul = source(sub->args[0], at(sub));
  if (!mul || !ir::isMulOp(mul->op) || mul->args.size() != 2 || !is64(mul))
    return std::nullopt;
  // `2 * t` (any order) or `t << 1`, in 64 bits.
  auto twiceTid = [&](const ir::Inst *d) {
    if (!d || d->args.size() != 2 || !is64(d))
      return false;
    if (ir::isMulOp(d->op))
      return (isTid(d->args[0]) && constant(d->args[1]) == 2u) ||
             (isTid(d->args[1]) && constant(d->args[0]) == 2u);
    if (d->op == Opcode::Shl || d->op == Opcode::ShlUnchecked)
      return isTid(d->args[0]) && constant(d->args[1]) == 1u;
    return false;
  };
  for (int i = 0; i < 2; ++i) {
    const ir::Inst *add = source(mul->args[1 - i], at(mul));
    if (!add || !ir::isAddOp(add->op) || add->args.size() != 2 || !is64(add))
      continue;
    for (int k = 0; k < 2; ++k) {
      std::optional<uint64_t> a = constant(add->args[1 - k]);
      if (!a || (*a != 1 && *a != 2) ||
          !twiceTid(source(add->args[k], at(add))))
        continue;
      auto rd = readOf(mul->args[i], mul);
      if (!rd || !tv.value(rd->first).isBlockUniform())
        return std::nullopt;
      PairSlot r;
      r.kind = PairSlot::OddEven;
      r.root = rd->first;
      r.read = rd->second;
      r.slot = unsigned(*a);
      if (!straightBetween(r.read, access, r.root, &r.between))
        return std::nullopt;
      auto onPath = [&](const ir::Inst *d) {
        return d == r.read || std::find(r.between.begin(), r.between.end(),
                                        d) != r.between.end();
      };
      if (!onPath(mul) || !onPath(sub))
        return std::nullopt;
      return r;
    }
  }
  return std::nullopt;
}
