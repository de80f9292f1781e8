//===- IndexTree.cpp - guards of interleaved reductions --------------------===//
//
// Index2D's matchers for the interleaved (textbook) reduction, whose step is
// `if t % (2 * k) == 0 { s[t] += s[t + k] }`: the writers are the threads t
// with t = 0 (mod 2k), the read slots t + k = k (mod 2k), so no read slot is
// a written one. In 64 bits this holds with wrapping arithmetic too: for
// k >= 2^63 the read index t + k is past every shared array (t < 2^32), or
// it wrapped, and then 2k mod 2^64 exceeds every thread id, leaving thread
// 0 the only writer.
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

namespace {
bool is64(const ir::Type *t) {
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int && t->bits == 64;
}
} // namespace

/// `k` when `v` is `thread_idx_x() % m` in 64 bits, m = `2 * k`, `k * 2`
/// or `k << 1`, k block-uniform.
std::optional<unsigned> Index2D::tidModTwice(const ir::Value &v) const {
  const ir::Inst *r = source(v);
  if (!r || r->op != Opcode::URem || r->args.size() != 2 ||
      !isTid(r->args[0]) || !is64(r->type))
    return std::nullopt;
  const ir::Inst *m = source(r->args[1]);
  if (!m || m->args.size() != 2)
    return std::nullopt;
  std::optional<unsigned> k;
  if (ir::isMulOp(m->op)) {
    if (constant(m->args[0]) == 2u)
      k = copyRoot(m->args[1]);
    else if (constant(m->args[1]) == 2u)
      k = copyRoot(m->args[0]);
  } else if ((m->op == Opcode::Shl || m->op == Opcode::ShlUnchecked) &&
             constant(m->args[1]) == 1u) {
    k = copyRoot(m->args[0]);
  }
  if (!k || !tv.value(*k).isBlockUniform())
    return std::nullopt;
  return k;
}

std::optional<unsigned> Index2D::interleavedGuard(unsigned block) const {
  auto isZero = [](const ir::Value &v) {
    return v.kind == ir::Value::Const && v.constant.kind == ir::Constant::Int &&
           v.constant.bits == 0;
  };
  std::optional<unsigned> root;
  std::set<std::pair<unsigned, unsigned>> edges;
  for (const ir::Block &b : f.blocks) {
    const ir::Terminator &t = b.term;
    if (t.kind != ir::Terminator::Switch)
      continue;
    std::optional<unsigned> k;
    std::optional<unsigned> edge;
    if ((k = tidModTwice(t.cond))) {
      // O3: switchInt(t % m) -> [0: then, otherwise: else]
      for (auto &[v, target] : t.cases)
        if (v == 0)
          edge = target;
    } else if (const ir::Inst *c = source(t.cond)) {
      // O0: c = Eq(t % m, 0); switchInt(c) -> [0: else, otherwise: then]
      if (c->op == Opcode::Eq && c->args.size() == 2 && t.cases.size() == 1 &&
          t.cases[0].first == 0)
        for (int i = 0; i < 2 && !k; ++i)
          if (isZero(c->args[1 - i]))
            if ((k = tidModTwice(c->args[i])))
              edge = t.target;
    }
    if (!k || !edge || (root && *root != *k))
      continue;
    root = k;
    edges.insert({b.id, *edge});
  }
  if (!root || !cfg.allPathsThrough(block, edges))
    return std::nullopt;
  return root;
}

std::optional<unsigned> Index2D::tidPlusAny(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2 || !is64(d->type))
    return std::nullopt;
  for (int i = 0; i < 2; ++i)
    if (isTid(d->args[i]))
      if (std::optional<unsigned> r = copyRoot(d->args[1 - i]))
        if (tv.value(*r).isBlockUniform())
          return r;
  return std::nullopt;
}

std::optional<std::pair<uint64_t, unsigned>>
Index2D::tileRowPlus(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  auto small = [&](unsigned h) {
    std::optional<uint64_t> ub = upperBound(h);
    return ub && *ub <= (uint64_t(1) << 40);
  };
  auto checked = [](const ir::Inst *i) {
    return i->op == Opcode::AddOverflow || i->op == Opcode::AddUnchecked ||
           i->op == Opcode::MulOverflow || i->op == Opcode::MulUnchecked;
  };
  for (int i = 0; i < 2; ++i) {
    const ir::Inst *m = source(d->args[1 - i]);
    if (axisOf(d->args[i], Call::ThreadIdxX, Call::ThreadIdxY) != 'x' || !m ||
        !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j) {
      std::optional<uint64_t> c = constant(m->args[1 - j]);
      const ir::Inst *row = source(m->args[j]);
      if (!c || *c == 0 || *c > 1024 || !row || !ir::isAddOp(row->op) ||
          row->args.size() != 2)
        continue;
      for (int k = 0; k < 2; ++k) {
        if (axisOf(row->args[k], Call::ThreadIdxX, Call::ThreadIdxY) != 'y')
          continue;
        std::optional<unsigned> h = copyRoot(row->args[1 - k]);
        if (!h || !tv.value(*h).isBlockUniform())
          continue;
        if ((checked(row) || small(*h)) && (checked(m) || small(*h)))
          return std::make_pair(*c, *h);
      }
    }
  }
  return std::nullopt;
}
