//===- TreeGuards.cpp - Index2D: tree-reduction bounds --------------------===//
//
// Index2D's `thread_idx_x() < s` facts of tree reductions (belowGuard,
// belowGuardConst, belowGuardY): every path to a block takes a true edge
// of the comparison, evaluated after the bound's last assignment; and the
// `t + s` reads and upper bounds of the bounds they use.
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

#include <algorithm>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

bool Index2D::isTid(const ir::Value &v, const ir::Inst *use) const {
  AbsVal a = tv.valueOf(v);
  if (a.kind == AbsVal::Injective && a.base == AbsVal::Tid && a.fn == "tid")
    return true;
  // A reassigned local (`t` and a block-stride counter merged by rustc's
  // destination propagation): the one definition reaching `use`.
  std::optional<Pt> p = use ? at(use) : std::nullopt;
  return p && isIntrinsic(v, Call::ThreadIdxX, p);
}

/// The local `v` copies through single-definition copies.
std::optional<unsigned> Index2D::copyRoot(const ir::Value &v) const {
  if (v.kind == ir::Value::Const || !v.place.isLocal())
    return std::nullopt;
  unsigned l = v.place.local;
  for (int depth = 0; depth < 32; ++depth) {
    if (indirect.count(l)) // memory: its value is not its assignments'
      return std::nullopt;
    auto it = defs.find(l);
    if (it == defs.end() || it->second.size() != 1 ||
        it->second[0]->op != Opcode::Copy ||
        it->second[0]->args[0].kind == ir::Value::Const ||
        !it->second[0]->args[0].place.isLocal())
      return l;
    l = it->second[0]->args[0].place.local;
  }
  return std::nullopt;
}

std::optional<unsigned> Index2D::tidPlus(const ir::Value &v,
                                         const ir::Inst *use) const {
  const ir::Inst *d = source(v, use ? at(use) : std::nullopt);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  const ir::Type *t = d->type;
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  if (!t || t->kind != ir::Type::Int || t->bits > 64)
    return std::nullopt;
  bool checked = d->op == Opcode::AddOverflow || d->op == Opcode::AddUnchecked;
  for (int i = 0; i < 2; ++i)
    if (isTid(d->args[i], d))
      if (std::optional<unsigned> r = copyRoot(d->args[1 - i]))
        if (tv.value(*r).isBlockUniform()) {
          std::optional<uint64_t> ub = checked ? 0 : upperBound(*r);
          if (ub && *ub <= (uint64_t(1) << (t->bits - 1)))
            return r;
        }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::upperBound(unsigned local) const {
  std::set<unsigned> visiting;
  return upperBound(local, visiting);
}

std::optional<uint64_t>
Index2D::upperBound(unsigned local, std::set<unsigned> &visiting) const {
  // Every operation below is non-increasing in its bounded operand, so a
  // cycle back to a local being bounded adds nothing: its other
  // assignments bound it.
  if (visiting.count(local))
    return 0;
  auto it = defs.find(local);
  if (visiting.size() > 16 || it == defs.end() || indirect.count(local) ||
      local >= f.locals.size() || f.locals[local].isArg)
    return std::nullopt;
  // An item of a literal-array iterator (`for s in [128usize, 64, ..]`,
  // an `array::IntoIter` only `next` advances) is one of the array's
  // elements (ThreadValues::arrayItems): bounded by the largest when all
  // are integer constants.
  {
    std::map<unsigned, std::vector<AbsVal>> items = tv.arrayItems();
    auto at = items.find(local);
    if (at != items.end()) {
      uint64_t m = 0;
      for (const AbsVal &e : at->second) {
        if (e.kind != AbsVal::Invariant || e.fn.empty() || e.fn.size() > 18 ||
            !std::all_of(e.fn.begin(), e.fn.end(), ::isdigit))
          return std::nullopt;
        m = std::max<uint64_t>(m, std::stoull(e.fn));
      }
      return m;
    }
  }
  visiting.insert(local);
  uint64_t bound = 0;
  auto operand = [&](const ir::Value &v) -> std::optional<uint64_t> {
    if (v.kind == ir::Value::Const)
      return constant(v);
    if (!v.place.isLocal())
      return std::nullopt;
    return upperBound(v.place.local, visiting);
  };
  for (const ir::Inst *d : it->second) {
    std::optional<uint64_t> b;
    switch (d->op) {
    case Opcode::Copy:
    case Opcode::ZExt:
      if (d->args.size() == 1)
        b = operand(d->args[0]);
      break;
    case Opcode::UDiv:
    case Opcode::LShr:
    case Opcode::LShrUnchecked:
      if (d->args.size() == 2)
        b = operand(d->args[0]);
      break;
    case Opcode::URem:
      if (d->args.size() == 2) {
        b = operand(d->args[0]);
        if (std::optional<uint64_t> m = operand(d->args[1]); m && *m)
          b = b ? std::min(*b, *m - 1) : *m - 1;
      }
      break;
    case Opcode::SubUnchecked:
      // x - y <= x: an unchecked subtraction does not wrap (rustc emits
      // it only where it cannot, as in Range::next_back's `end - 1`)
      if (d->args.size() == 2)
        b = operand(d->args[0]);
      break;
    case Opcode::Intrinsic:
      if (d->call == ir::Call::BlockDimX || d->call == ir::Call::BlockDimY ||
          d->call == ir::Call::BlockDimZ)
        b = 1024;
      break;
    case Opcode::Shl:
    case Opcode::ShlUnchecked:
      // `1 << k` (any power of two shifted): in w bits the result is one
      // power of two or 0 (MIR's Shl masks the amount, a wrapping shift
      // drops the bit), so at most 2^(w-1) whatever k is.
      if (d->args.size() == 2 && d->type && d->type->kind == ir::Type::Int &&
          d->type->bits >= 1 && d->type->bits <= 64)
        if (std::optional<uint64_t> c = constant(d->args[0]);
            c && *c && (*c & (*c - 1)) == 0)
          b = uint64_t(1) << (d->type->bits - 1);
      break;
    default:
      break;
    }
    if (!b) {
      visiting.erase(local);
      return std::nullopt;
    }
    bound = std::max(bound, *b);
  }
  visiting.erase(local);
  return bound;
}

std::set<unsigned> Index2D::belowGuard(unsigned block) const {
  return belowGuardOf(block, [&](const ir::Value &v, const ir::Inst *use) {
    return isTid(v, use);
  });
}

std::optional<Index2D::TidBelow> Index2D::tidBelow(const ir::Block &b,
                                                   const IdTest &isTid) const {
  const ir::Terminator &t = b.term;
  if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
      t.cases[0].first != 0 || t.cases[0].second == t.target)
    return std::nullopt;
  const ir::Inst *c = source(t.cond);
  if (!c || c->args.size() != 2)
    return std::nullopt;
  bool at0 = isTid(c->args[0], c), at1 = isTid(c->args[1], c);
  unsigned onTrue = t.target, onFalse = t.cases[0].second;
  switch (c->op) {
  case Opcode::Lt: // `t < B`: true edge
    return at0 ? std::optional<TidBelow>({c, 1, onTrue, false}) : std::nullopt;
  case Opcode::Gt: // `B > t`
    return at1 ? std::optional<TidBelow>({c, 0, onTrue, false}) : std::nullopt;
  case Opcode::Ge: // `t >= B`: false edge; `B >= t`: true edge, t <= B
    if (at0)
      return TidBelow{c, 1, onFalse, false};
    return at1 ? std::optional<TidBelow>({c, 0, onTrue, true}) : std::nullopt;
  case Opcode::Le: // `B <= t`: false edge; `t <= B`: true edge, t <= B
    if (at1)
      return TidBelow{c, 0, onFalse, false};
    return at0 ? std::optional<TidBelow>({c, 1, onTrue, true}) : std::nullopt;
  default:
    return std::nullopt;
  }
}

std::set<uint64_t> Index2D::belowGuardConst(unsigned block) const {
  std::map<uint64_t, std::set<std::pair<unsigned, unsigned>>> edgesOf;
  auto tid = [&](const ir::Value &v, const ir::Inst *use) {
    return isTid(v, use);
  };
  for (const ir::Block &b : f.blocks) {
    // The edge on which `t < k`: k = K for `t < K`, `K > t` and the false
    // edge of `t >= K`, `K <= t` (`if t >= K {} else {..}`); K + 1 for `t
    // <= K`, `K >= t` (the match arm `0..=K`).
    std::optional<TidBelow> g = tidBelow(b, tid);
    if (!g)
      continue;
    const ir::Value &kv = g->cmp->args[g->bound];
    std::optional<uint64_t> k = castConstant(kv);
    if (!k)
      k = constIndex(kv);
    if (k && g->inclusive)
      k = *k < (uint64_t(1) << 62) ? std::optional<uint64_t>(*k + 1)
                                   : std::nullopt;
    if (k && *k > 0)
      edgesOf[*k].insert({b.id, g->to});
  }
  std::set<uint64_t> bounds;
  for (auto &[k, edges] : edgesOf)
    if (cfg.allPathsThrough(block, edges))
      bounds.insert(k);
  return bounds;
}

std::set<unsigned> Index2D::belowGuardY(unsigned block) const {
  return belowGuardOf(block, [&](const ir::Value &v, const ir::Inst *) {
    return axisOf(v, Call::ThreadIdxX, Call::ThreadIdxY) == 'y';
  });
}

/// Every bound `s` for which every path to `block` takes a true edge of
/// `t < s`. Each bound is decided on its own: the comparisons of `t` with
/// other values (`if t < n` before the tree, a bounds check `t < x.len()`)
/// neither count for `s` nor keep `s` from being proven.
std::set<unsigned> Index2D::belowGuardOf(unsigned block,
                                         const IdTest &isTid) const {
  std::map<unsigned, std::set<std::pair<unsigned, unsigned>>> edgesOf;
  for (const ir::Block &b : f.blocks) {
    // `t <= s` proves nothing about `t + s`: strict bounds only.
    std::optional<TidBelow> g = tidBelow(b, isTid);
    if (!g || g->inclusive)
      continue;
    const ir::Inst *c = g->cmp;
    const ir::Value &sv = c->args[g->bound];
    std::optional<unsigned> r = copyRoot(sv);
    if (!r || !tv.value(*r).isBlockUniform())
      continue;
    // The compared copy of `s` is taken after the block's last assignment
    // of `s` (the guard sees the value the region uses).
    bool direct = sv.kind != ir::Value::Const && sv.place.isLocal() &&
                  sv.place.local == *r;
    bool fresh = true, seenCopy = false, afterC = false;
    for (const ir::Inst &in : b.insts) {
      bool defS = in.dest && in.dest->isLocal() && in.dest->local == *r;
      if (defS && (afterC || (seenCopy && !direct)))
        fresh = false;
      if (!direct && in.dest && in.dest->isLocal() &&
          in.dest->local == sv.place.local)
        seenCopy = true;
      afterC = afterC || &in == c;
    }
    bool cHere =
        !b.insts.empty() && c >= &b.insts.front() && c <= &b.insts.back();
    if (!fresh || !cHere || !(seenCopy || direct))
      continue;
    edgesOf[*r].insert({b.id, g->to});
  }
  std::set<unsigned> roots;
  for (auto &[root, edges] : edgesOf) {
    if (!cfg.allPathsThrough(block, edges))
      continue;
    // No assignment of `s` inside the region `t < s` guards.
    bool assignedInside = false;
    auto it = defs.find(root);
    if (it != defs.end())
      for (const ir::Inst *d : it->second)
        for (const ir::Block &b : f.blocks)
          if (!b.insts.empty() && d >= &b.insts.front() &&
              d <= &b.insts.back() && cfg.allPathsThrough(b.id, edges))
            assignedInside = true;
    if (!assignedInside)
      roots.insert(root);
  }
  return roots;
}
